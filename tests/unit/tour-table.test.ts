import { describe, expect, it } from 'vitest';
import type { TourCard, TourGroup } from '@/features/catalogue/api/types';
import { monthTitle, tourTableMonths } from '@/features/catalogue/tours/table-rows';
import { parseEventParam, splatSegments, tourPathOf } from '@/features/catalogue/tours/tour-paths';

function tour(id: number, title: string, starts: string[]): TourCard {
  return {
    id,
    slug: `t${id}`,
    title,
    url: `/tours/g/t${id}/`,
    group: { id: 1, slug: 'g', title: 'Группа', url: '/tours/g/' },
    short_description: '',
    image: '',
    days: 2,
    nights: 1,
    price_from: 1000,
    prices: [],
    events: starts.map((date, index) => ({
      id: id * 100 + index,
      date_start: date,
      date_end: date,
      places_total: 10,
      places_left: 5,
    })),
  };
}

const group = (tours: TourCard[]): TourGroup => ({
  id: 1,
  slug: 'g',
  title: 'Группа',
  url: '/tours/g/',
  description: '',
  image: '',
  seo: { title: '', description: '', h1: '', keywords: '' },
  og: { title: '', description: '', image: '' },
  tours,
});

describe('tourTableMonths', () => {
  it('puts every event of every tour in date order, a section per month', () => {
    const months = tourTableMonths([
      group([tour(1, 'Б-тур', ['2026-12-03', '2026-11-26']), tour(2, 'А-тур', ['2026-12-03'])]),
      group([tour(3, 'В-тур', ['2027-01-07'])]),
    ]);
    expect(months.map((month) => month.key)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(months[1]!.rows.map((row) => row.tour.title)).toEqual(['А-тур', 'Б-тур']);
    expect(months.flatMap((month) => month.rows).map((row) => row.event.date_start)).toEqual([
      '2026-11-26',
      '2026-12-03',
      '2026-12-03',
      '2027-01-07',
    ]);
  });

  it('is empty when no tour has events', () => {
    expect(tourTableMonths([group([tour(1, 'Тур', [])])])).toEqual([]);
  });
});

describe('monthTitle', () => {
  it('names the month in Russian with its year', () => {
    expect(monthTitle('2026-12')).toBe('Декабрь 2026');
    expect(monthTitle('2027-01')).toBe('Январь 2027');
  });
});

describe('tour paths', () => {
  it('splits a splat into slug segments and refuses anything else', () => {
    expect(splatSegments('mnogodnevnye/zolotoe/')).toEqual(['mnogodnevnye', 'zolotoe']);
    expect(splatSegments('a')).toEqual(['a']);
    expect(splatSegments('')).toBeNull();
    expect(splatSegments('a/../b')).toBeNull();
    expect(splatSegments('a b')).toBeNull();
  });

  it('finds the tour path of a tour URL', () => {
    expect(tourPathOf('/tours/mnogodnevnye/zolotoe/')).toBe('mnogodnevnye/zolotoe');
  });

  it('reads the event id from the URL, anything else is no choice', () => {
    expect(parseEventParam('17')).toBe(17);
    expect(parseEventParam(18)).toBe(18);
    for (const bad of ['0', '-1', 'x', '1.5', undefined, null]) expect(parseEventParam(bad)).toBeUndefined();
  });
});
