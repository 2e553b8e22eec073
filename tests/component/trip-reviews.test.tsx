import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExcursionCard, ExcursionDetail, TourDetail } from '@/features/catalogue/api/types';
import { excursionQueryOptions } from '@/features/catalogue/api/get-excursion';
import { ExcursionCardGrid } from '@/features/catalogue/excursions/ExcursionCardGrid';
import { ExcursionDetailView } from '@/features/catalogue/excursions/ExcursionDetailView';
import { defaultExcursionSearch } from '@/features/catalogue/search-params';
import { TourCard } from '@/features/catalogue/tours/TourCard';
import { TourDetailView } from '@/features/catalogue/tours/TourDetailView';
import type { SafeHtml } from '@/shared/lib/safe-html';
import { excursionCard, tourCard } from './catalogue-cards';
import { renderInRouter, testQueryClient } from './router-helpers';

/**
 * A trip's own rating and reviews, where the backend gives them: a compact rating on its card and
 * under its page's title, leading to an 'Отзывы' section that lists the reviews the detail carries.
 * A backend that keeps none (the reference Django) leaves the fields out, and nothing is shown.
 */

const noMeta = {
  seo: { title: '', description: '', h1: '', keywords: '' },
  og: { title: '', description: '', image: '' },
};
const noCart = () => null;

const REVIEWS = [
  {
    id: 31,
    name: 'Марина Ковалёва',
    created: '2026-10-12T09:30:00+00:00',
    text: 'Гид рассказывал о вече так, что два часа пролетели незаметно.',
    rating: 5,
  },
  {
    id: 30,
    name: 'Дмитрий Сергеевич',
    created: '2026-09-27T22:10:00+00:00',
    text: 'Рассказ интересный, но задним рядам было плохо слышно.',
    rating: 3,
  },
];
const RATED = { rating: 4.8, reviews_count: 12 } as const;
/** The visible line and what a screen reader hears (a no-break space before the noun). */
const LINE = /^★ 4,8 · 12\sотзывов$/;
const NAME = /^Рейтинг 4,8 из 5, 12\sотзывов$/;

/** The compact rating in `scope`: its visible words and the phrase a screen reader hears. */
function ratingIn(scope: HTMLElement) {
  const line = scope.querySelector('.trip-rating');
  return {
    shown: line?.querySelector('[aria-hidden="true"]')?.textContent ?? null,
    heard: line?.querySelector('.visually-hidden')?.textContent ?? null,
  };
}

function excursionDetail(overrides: Partial<ExcursionDetail>): ExcursionDetail {
  return {
    ...excursionCard(5, 'Псковский кремль'),
    description: '' as SafeHtml,
    images: [],
    meeting_point: 'У памятника княгине Ольге',
    location: {
      id: 1,
      name: 'Кремль',
      address: 'г. Псков, Кремль, 4',
      city: 1,
      latitude: 57.82,
      longitude: 28.33,
    },
    ...noMeta,
    ...overrides,
  };
}

function renderExcursionPage(excursion: ExcursionDetail) {
  const search = defaultExcursionSearch();
  const queryClient = testQueryClient();
  queryClient.setQueryData(excursionQueryOptions('pskov/e5', search).queryKey, excursion);
  return renderInRouter(
    <ExcursionDetailView path="pskov/e5" search={search} crumbs={[]} form={() => null} addToCart={noCart} />,
    { queryClient },
  );
}

const tourDetail = (overrides: Partial<TourDetail>): TourDetail => ({
  ...tourCard(1, 'Псков — Изборск — Печоры'),
  description: '' as SafeHtml,
  images: [],
  program: [],
  included: [],
  hotels: [],
  locations: [],
  ...noMeta,
  ...overrides,
});

describe('a trip’s rating on its card', () => {
  it('an excursion card: "★ 4,8 · 12 отзывов", heard as "Рейтинг 4,8 из 5, 12 отзывов"', async () => {
    const cards: ExcursionCard[] = [excursionCard(1, 'Псковский кремль', RATED), excursionCard(2, 'Изборск')];
    renderInRouter(<ExcursionCardGrid excursions={cards} search={defaultExcursionSearch()} />);
    const [rated, plain] = await screen.findAllByRole('article');
    const { shown, heard } = ratingIn(rated!);
    expect(shown).toMatch(LINE);
    expect(heard).toMatch(NAME);
    expect(within(rated!).getByText(NAME)).toBeTruthy();
    // A card whose backend gives no rating says nothing of one.
    expect(plain!.querySelector('.trip-rating')).toBeNull();
    expect(plain!.textContent).not.toMatch(/★|Рейтинг|отзыв/);
  });

  it('a tour card, and none for a trip nobody has reviewed yet (count 0, no rating)', async () => {
    renderInRouter(
      <>
        <TourCard tour={tourCard(1, 'Золотое кольцо', { rating: 4.3, reviews_count: 4 })} />
        <TourCard tour={tourCard(2, 'Карелия', { rating: null, reviews_count: 0 })} />
      </>,
    );
    const [rated, unrated] = await screen.findAllByRole('article');
    expect(ratingIn(rated!).shown).toMatch(/^★ 4,3 · 4\sотзыва$/);
    expect(ratingIn(rated!).heard).toMatch(/^Рейтинг 4,3 из 5, 4\sотзыва$/);
    expect(unrated!.querySelector('.trip-rating')).toBeNull();
  });
});

describe('a trip’s page: the rating under its title and the reviews section', () => {
  it('an excursion: the rating links down to "Отзывы", which lists each review', async () => {
    renderExcursionPage(excursionDetail({ ...RATED, reviews: REVIEWS }));
    const heading = await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: NAME });
    expect(link.getAttribute('href')).toBe('#trip-reviews');
    // Next to the title, before the gallery and facts.
    expect(heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(screen.getByText('Место встречи'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    const section = screen.getByRole('region', { name: 'Отзывы' });
    expect(section.id).toBe('trip-reviews');
    expect(within(section).getByRole('img', { name: 'Средняя оценка 4,8 из 5' })).toBeTruthy();
    // Twelve in all, two of them here.
    expect(section.textContent).toMatch(/12\sотзывов · показаны последние 2/);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Марина Ковалёва')).toBeTruthy();
    expect(first.getByText('12.10.2026').tagName).toBe('TIME');
    expect(first.getByRole('img', { name: 'Оценка 5 из 5' })).toBeTruthy();
    expect(items[0]!.textContent).toContain('два часа пролетели незаметно');
    // The date is the agency's (Moscow) day: 22:10 UTC is already the next day there.
    expect(within(items[1]!).getByText('28.09.2026')).toBeTruthy();
    expect(within(items[1]!).getByRole('img', { name: 'Оценка 3 из 5' })).toBeTruthy();
  });

  it('a tour: the same rating and section', async () => {
    renderInRouter(<TourDetailView tour={tourDetail({ ...RATED, reviews: REVIEWS })} addToCart={noCart} />);
    expect((await screen.findByRole('link', { name: NAME })).getAttribute('href')).toBe('#trip-reviews');
    const section = screen.getByRole('region', { name: 'Отзывы' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(section.textContent).toContain('Дмитрий Сергеевич');
  });

  it('a rating without reviews to list is plain text, with no section to lead to', async () => {
    renderExcursionPage(excursionDetail({ ...RATED, reviews: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: NAME })).toBeNull();
    expect(ratingIn(document.body).heard).toMatch(NAME);
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
  });

  it('a backend without per-trip reviews (fields left out): no rating, no empty "Отзывы" heading', async () => {
    const { unmount } = renderExcursionPage(excursionDetail({}));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.trip-rating, .trip-reviews')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/★|Рейтинг|отзыв/);
    unmount();

    renderInRouter(<TourDetailView tour={tourDetail({})} addToCart={noCart} />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.trip-rating, .trip-reviews')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
  });

  it('a trip nobody has reviewed yet (count 0, rating null, no reviews): nothing either', async () => {
    renderInRouter(
      <TourDetailView
        tour={tourDetail({ rating: null, reviews_count: 0, reviews: [] })}
        addToCart={noCart}
      />,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.trip-rating, .trip-reviews')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Отзывы' })).toBeNull();
  });
});
