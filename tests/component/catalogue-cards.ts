import type { ExcursionCard, ExcursionGroup, TourCard, TourGroup } from '@/features/catalogue/api/types';
import { addDays, today } from '@/shared/lib/calendar-day';

/** Catalogue answers for unit and component tests: each builder gives a whole, valid item; a test overrides what it is about. */

/** A day counted from the agency's today, as the API writes it. */
export const day = (offset: number) => addDays(today(), offset);

/** An excursion card as the catalogue lists it: one adult fare, one event the day after today. */
export function excursionCard(
  id: number,
  title: string,
  overrides: Partial<ExcursionCard> = {},
): ExcursionCard {
  return {
    id,
    slug: `e${id}`,
    title,
    url: `/excursions/pskov/e${id}/`,
    catalog: 'current',
    group: { id: 1, slug: 'pskov', title: 'Псков', url: '/excursions/pskov/' },
    short_description: '',
    image: '/media/e.jpg',
    duration_minutes: 120,
    duration_display: '2 часа',
    price_from: 1000,
    prices: [{ category: 'vzroslyi', title: 'Взрослый', price: 1000 }],
    events: [{ id: id * 10, date: day(1), time: '11:00', places_total: 20, places_left: 10 }],
    ...overrides,
  };
}

/** A tour card of the 'Многодневные' group: one adult fare, a three-day departure in ten days. */
export function tourCard(id: number, title: string, overrides: Partial<TourCard> = {}): TourCard {
  return {
    id,
    slug: `t${id}`,
    title,
    url: `/tours/mnogodnevnye/t${id}/`,
    group: { id: 7, slug: 'mnogodnevnye', title: 'Многодневные', url: '/tours/mnogodnevnye/' },
    short_description: '',
    image: '/media/t.jpg',
    days: 3,
    nights: 2,
    price_from: 18000,
    prices: [{ category: 'vzroslyi', title: 'Взрослый', price: 18000 }],
    events: [{ id: id * 10, date_start: day(10), date_end: day(12), places_total: 30, places_left: 9 }],
    ...overrides,
  };
}

const noMeta = {
  description: '',
  image: '',
  seo: { title: '', description: '', h1: '', keywords: '' },
  og: { title: '', description: '', image: '' },
};

/** The 'Многодневные' tour group holding `tours`. */
export const tourGroup = (tours: TourCard[], overrides: Partial<TourGroup> = {}): TourGroup => ({
  id: 7,
  slug: 'mnogodnevnye',
  title: 'Многодневные',
  url: '/tours/mnogodnevnye/',
  ...noMeta,
  tours,
  ...overrides,
});

/** Excursion group number `id` ('Группа 1', `/excursions/g1/`) holding `excursions`. */
export const excursionGroup = (id: number, excursions: ExcursionCard[]): ExcursionGroup => ({
  id,
  slug: `g${id}`,
  title: `Группа ${id}`,
  url: `/excursions/g${id}/`,
  catalog: 'current',
  ...noMeta,
  excursions,
});

/** A tour's departures, one a day from each of `starts`, with the places left given or 5. */
export const departures = (tourId: number, starts: Array<string | [string, number]>): TourCard['events'] =>
  starts.map((start, index) => {
    const [date, placesLeft] = typeof start === 'string' ? [start, 5] : start;
    return {
      id: tourId * 100 + index,
      date_start: date,
      date_end: date,
      places_total: 10,
      places_left: placesLeft,
    };
  });
