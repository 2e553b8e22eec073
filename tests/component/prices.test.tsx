import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExcursionCard, TourCard } from '@/features/catalogue/api/types';
import { ExcursionCardGrid } from '@/features/catalogue/excursions/ExcursionCardGrid';
import { defaultExcursionSearch } from '@/features/catalogue/search-params';
import { TourGroupsList } from '@/features/catalogue/tours/TourGroupsList';
import { ToursTable } from '@/features/catalogue/tours/ToursTable';
import { day, excursionCard, tourCard, tourGroup } from './catalogue-cards';
import { renderInRouter } from './router-helpers';

/**
 * An 'от' price is what one adult pays (category 'vzroslyi'), not the cheapest fare of the item (a
 * child's, which made the total jump at booking), on excursion cards, tour cards and the tour
 * table's rows alike; a screen reader hears whose fare it is. (tests/e2e/prices.spec.ts)
 */

/** '12 500,00 ₽' with any kind of spaces, as a pattern (as tests/e2e/catalogue-helpers.ts). */
function pricePattern(roubles: number): string {
  const [whole, cents] = roubles.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s')},${cents}\\s₽`;
}
const fromAdultFare = (roubles: number) => new RegExp(`^от ${pricePattern(roubles)} за взрослого$`);

/**
 * Fares with the child's the lowest, listed first; `price_from` is that lowest fare too (what a
 * backend that quotes the cheapest fare sends), so only the adult's entry gives the right figure.
 */
const fares = (adult: number, child: number, pensioner: number) => ({
  price_from: child,
  prices: [
    { category: 'rebenok' as const, title: 'Ребенок', price: child },
    { category: 'pensioner' as const, title: 'Пенсионер', price: pensioner },
    { category: 'vzroslyi' as const, title: 'Взрослый', price: adult },
  ],
});

const excursion = (id: number, title: string, adult: number, child: number): ExcursionCard =>
  excursionCard(id, title, {
    short_description: 'Описание',
    ...fares(adult, child, adult - 100),
    events: [{ id: id * 10, date: day(2), time: '11:00', places_total: 20, places_left: 12 }],
  });

const tour = (id: number, title: string, adult: number, child: number): TourCard =>
  tourCard(id, title, {
    short_description: 'Описание',
    ...fares(adult, child, adult - 1000),
    events: [
      { id: id * 10, date_start: day(10), date_end: day(12), places_total: 30, places_left: 20 },
      { id: id * 10 + 1, date_start: day(24), date_end: day(26), places_total: 30, places_left: 3 },
    ],
  });

const tours = [tour(1, 'Золотое кольцо', 18_500, 9_900), tour(2, 'Карелия', 24_000, 12_000)];
const groups = [tourGroup(tours)];

describe('"от" prices quote the adult fare', () => {
  it('every excursion card: "от <adult fare> за взрослого", not the child fare', async () => {
    const excursions = [excursion(1, 'Псковский кремль', 1_200, 600), excursion(2, 'Изборск', 2_500, 1_300)];
    renderInRouter(<ExcursionCardGrid excursions={excursions} search={defaultExcursionSearch()} />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(excursions.length);
    for (const item of excursions) {
      const card = cards.find((article) => article.textContent?.includes(item.title))!;
      const price = card.querySelector('.card__price')!;
      expect(price.textContent).toMatch(fromAdultFare(adult(item)));
      // The cheapest fare (the child's) is not the one quoted.
      expect(price.textContent).not.toMatch(new RegExp(pricePattern(item.price_from)));
    }
  });

  it('every tour card, and every row of the tour table', async () => {
    const list = renderInRouter(
      <TourGroupsList groups={groups} search={{}} filters={{}} onFilter={() => {}} />,
    );
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(tours.length);
    for (const item of tours) {
      const card = cards.find((article) => article.textContent?.includes(item.title))!;
      expect(card.querySelector('.card__price')!.textContent).toMatch(fromAdultFare(adult(item)));
    }
    list.unmount();

    renderInRouter(<ToursTable groups={groups} search={{}} filters={{}} onFilter={() => {}} />);
    const table = await screen.findByRole('table');
    const rows = table.querySelectorAll('.tours-table__row');
    // A row per departure, each quoting its tour's adult fare.
    expect(rows).toHaveLength(tours.flatMap((item) => item.events).length);
    for (const row of rows) {
      const item = tours.find((candidate) => row.textContent?.includes(candidate.title))!;
      const price = row.querySelector('.tours-table__price')!;
      expect(price.textContent).toMatch(fromAdultFare(adult(item)));
      expect(price.textContent).not.toMatch(new RegExp(pricePattern(item.price_from)));
    }
  });
});

function adult(item: ExcursionCard | TourCard): number {
  return item.prices.find((price) => price.category === 'vzroslyi')!.price;
}
