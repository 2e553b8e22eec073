import { describe, expect, it } from 'vitest';
import { monthTitle, tourTableMonths } from '@/features/catalogue/tours/table-rows';
import { parseEventParam, splatSegments, tourPathOf } from '@/features/catalogue/tours/tour-paths';
import { departures, tourCard, tourGroup } from '../component/catalogue-cards';

const tour = (id: number, title: string, starts: string[]) =>
  tourCard(id, title, { events: departures(id, starts) });

describe('tourTableMonths', () => {
  it('puts every event of every tour in date order, a section per month', () => {
    const months = tourTableMonths([
      tourGroup([tour(1, 'Б-тур', ['2026-12-03', '2026-11-26']), tour(2, 'А-тур', ['2026-12-03'])]),
      tourGroup([tour(3, 'В-тур', ['2027-01-07'])]),
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
    expect(tourTableMonths([tourGroup([tour(1, 'Тур', [])])])).toEqual([]);
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
