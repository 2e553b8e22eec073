import { describe, expect, it } from 'vitest';
import type { ExcursionGroup } from '@/features/catalogue/api/types';
import {
  excursionSearchOf,
  NO_TRIP_FILTERS,
  parseExcursionCatalogueSearch,
  parseTourCatalogueSearch,
  parseTripFilters,
  tripFiltersOf,
} from '@/features/catalogue/search-params';
import { fareRange, groupOptions } from '@/features/catalogue/trips/filter-choices';
import {
  activeFilterCount,
  filterCards,
  filterExcursionGroups,
  matchesFilters,
} from '@/features/catalogue/trips/filters';
import { day, excursionCard, tourCard } from '../component/catalogue-cards';

const izborsk = { id: 2, slug: 'izborsk', title: 'Изборск', url: '/excursions/izborsk/' };
const fare = (price: number) => ({
  price_from: price,
  prices: [{ category: 'vzroslyi' as const, title: 'Взрослый', price }],
});

const kremlin = excursionCard(1, 'Кремль', { duration_minutes: 120, ...fare(900) });
const allDay = excursionCard(2, 'Псков за день', { duration_minutes: 360, ...fare(2400) });
const fortress = excursionCard(3, 'Крепость', { group: izborsk, duration_minutes: 150, ...fare(1300) });
const cards = [kremlin, allDay, fortress];

describe('filter params of a link', () => {
  it('reads a price range, a duration and a group', () => {
    expect(
      parseTripFilters({ price_min: '1000', price_max: '2500', duration: 'long', group: 'izborsk' }),
    ).toEqual({
      price_min: 1000,
      price_max: 2500,
      duration: 'long',
      group: 'izborsk',
    });
  });

  it('drops what it cannot read, silently, each on its own', () => {
    expect(
      parseTripFilters({ price_min: '-5', price_max: '12.5', duration: 'forever', group: '../etc' }),
    ).toEqual(NO_TRIP_FILTERS);
    expect(parseTripFilters({ price_min: 'дёшево', duration: 'short' })).toEqual({
      ...NO_TRIP_FILTERS,
      duration: 'short',
    });
  });

  it('drops a range written the wrong way round, and an absurd price', () => {
    expect(parseTripFilters({ price_min: '3000', price_max: '1000' })).toEqual(NO_TRIP_FILTERS);
    expect(parseTripFilters({ price_max: '99999999999' })).toEqual(NO_TRIP_FILTERS);
  });

  it('writes every key, so a bad value cannot stay in the search', () => {
    expect(Object.keys(parseTripFilters({}))).toEqual(['price_min', 'price_max', 'duration', 'group']);
  });

  it('keeps the filters beside an excursion search, and the query sees only the search', () => {
    const range = { date_from: day(1), date_to: day(5) };
    const search = parseExcursionCatalogueSearch({ ...range, tourists: '2', duration: 'short' });
    expect(search).toMatchObject({ ...range, tourists: 2, duration: 'short' });
    expect(excursionSearchOf(search)).toEqual({ ...range, tourists: 2 });
    expect(tripFiltersOf(search)).toEqual({ ...NO_TRIP_FILTERS, duration: 'short' });
  });

  it('keeps the filters beside the tours’ dates', () => {
    expect(parseTourCatalogueSearch({ group: 'mnogodnevnye' })).toEqual({
      date_from: undefined,
      date_to: undefined,
      ...NO_TRIP_FILTERS,
      group: 'mnogodnevnye',
    });
  });
});

describe('filtering a list', () => {
  it('counts the filters that are on, the price range once', () => {
    expect(activeFilterCount(NO_TRIP_FILTERS)).toBe(0);
    expect(activeFilterCount({ price_min: 500, price_max: 900 })).toBe(1);
    expect(activeFilterCount({ price_max: 900, duration: 'short', group: 'pskov' })).toBe(3);
  });

  it('keeps the cards within the adult fare’s range, ends included', () => {
    expect(filterCards(cards, { price_min: 900, price_max: 1300 }, 'excursion').cards).toEqual([
      kremlin,
      fortress,
    ]);
    expect(filterCards(cards, { price_min: 2000 }, 'excursion').cards).toEqual([allDay]);
  });

  it('measures an excursion in minutes and a tour in days', () => {
    expect(filterCards(cards, { duration: 'short' }, 'excursion').cards).toEqual([kremlin]);
    expect(filterCards(cards, { duration: 'medium' }, 'excursion').cards).toEqual([fortress]);
    expect(filterCards(cards, { duration: 'long' }, 'excursion').cards).toEqual([allDay]);
    expect(matchesFilters(tourCard(1, 'Два дня', { days: 2 }), { duration: 'short' }, 'tour')).toBe(true);
    expect(matchesFilters(tourCard(2, 'Пять дней', { days: 5 }), { duration: 'medium' }, 'tour')).toBe(true);
    expect(matchesFilters(tourCard(3, 'Шесть дней', { days: 6 }), { duration: 'medium' }, 'tour')).toBe(
      false,
    );
  });

  it('combines the filters', () => {
    expect(filterCards(cards, { group: 'pskov', price_max: 1000 }, 'excursion').cards).toEqual([kremlin]);
    expect(filterCards(cards, { group: 'izborsk', duration: 'long' }, 'excursion').cards).toEqual([]);
  });

  it('ignores a group none of the cards belongs to, rather than hiding everything', () => {
    const { cards: shown, panel } = filterCards(cards, { group: 'nowhere' }, 'excursion');
    expect(shown).toEqual(cards);
    expect(panel.filters.group).toBeUndefined();
  });

  it('offers the groups and the fares of the whole list', () => {
    expect(groupOptions(cards)).toEqual([
      { slug: 'pskov', title: 'Псков' },
      { slug: 'izborsk', title: 'Изборск' },
    ]);
    expect(fareRange(cards)).toEqual({ min: 900, max: 2400 });
    expect(fareRange([])).toBeNull();
    // The panel is given the whole list, whatever the filters let through.
    expect(filterCards(cards, { price_min: 2000 }, 'excursion').panel.cards).toEqual(cards);
  });

  it('leaves out a group with no card left, and returns the list as it is with no filter', () => {
    const group = (id: number, excursions: ExcursionGroup['excursions']): ExcursionGroup => ({
      id,
      slug: `g${id}`,
      title: `Группа ${id}`,
      url: `/excursions/g${id}/`,
      catalog: 'current',
      description: '',
      image: '',
      seo: { title: '', description: '', h1: '', keywords: '' },
      og: { title: '', description: '', image: '' },
      excursions,
    });
    const groups = [group(1, [kremlin, allDay]), group(2, [fortress])];
    expect(filterExcursionGroups(groups, NO_TRIP_FILTERS).groups).toEqual(groups);
    const cheap = filterExcursionGroups(groups, { price_max: 1000 }).groups;
    expect(cheap.map((shown) => shown.excursions)).toEqual([[kremlin]]);
  });
});
