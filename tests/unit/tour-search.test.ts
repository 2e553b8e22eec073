import { describe, expect, it } from 'vitest';
import type { TourCard } from '@/features/catalogue/api/types';
import {
  departureDays,
  tourSearchFromForm,
  tourSearchSummary,
  toursWithin,
  departuresWithin,
  widerTourSearches,
} from '@/features/catalogue/tours/search';
import { parseTourSearch } from '@/features/catalogue/search-params';
import { departures, tourCard, tourGroup } from '../component/catalogue-cards';

const today = '2026-11-25';

const tour = (id: number, events: Array<[string, number]>) =>
  tourCard(id, `Тур ${id}`, { events: departures(id, events) });

const group = (id: number, tours: TourCard[]) =>
  tourGroup(tours, { id, slug: `g${id}`, title: `Группа ${id}`, url: `/tours/g${id}/` });

const catalogue = [
  group(1, [
    tour(1, [
      ['2026-11-28', 5],
      ['2026-12-05', 0],
      ['2026-12-12', 3],
    ]),
    tour(2, [['2026-12-05', 4]]),
  ]),
  group(2, [tour(3, [['2027-01-15', 2]])]),
];

describe('the tours date filter in the URL', () => {
  it('is absent by default and keeps either end alone', () => {
    expect(parseTourSearch({}, today)).toEqual({});
    expect(parseTourSearch({ date_from: '2026-12-01' }, today)).toEqual({ date_from: '2026-12-01' });
    expect(parseTourSearch({ date_to: '2026-12-10' }, today)).toEqual({ date_to: '2026-12-10' });
    expect(parseTourSearch({ date_from: '2026-12-01', date_to: '2026-12-10' }, today)).toEqual({
      date_from: '2026-12-01',
      date_to: '2026-12-10',
    });
  });

  it.each([
    ['a start in the past', { date_from: '2026-11-01' }],
    ['an end before the start', { date_from: '2026-12-10', date_to: '2026-12-01' }],
    ['an end in the past', { date_to: '2026-11-20' }],
    ['a day that does not exist', { date_from: '2026-02-30' }],
    ['a range over a year', { date_from: '2026-12-01', date_to: '2028-01-01' }],
  ])('falls back to no filter for %s', (_, raw) => {
    expect(parseTourSearch(raw, today)).toEqual({});
  });
});

describe('tours within the filter', () => {
  it('keeps the catalogue whole without a filter', () => {
    expect(toursWithin(catalogue, {}, today)).toEqual(catalogue);
  });

  it('keeps tours with a bookable departure in the range, and only those departures', () => {
    const within = toursWithin(catalogue, { date_from: '2026-12-01', date_to: '2026-12-06' }, today);
    expect(within).toHaveLength(1);
    expect(within[0]!.tours.map((candidate) => candidate.id)).toEqual([2]);
    expect(within[0]!.tours[0]!.events.map((event) => event.date_start)).toEqual(['2026-12-05']);
  });

  it('shows sold-out departures of the range in the table', () => {
    const rows = departuresWithin(catalogue, { date_from: '2026-12-05', date_to: '2026-12-05' });
    expect(rows[0]!.tours.map((candidate) => candidate.events.length)).toEqual([1, 1]);
    expect(rows[1]!.tours[0]!.events).toEqual([]);
  });

  it('marks the days a departure can be booked', () => {
    expect([...departureDays(catalogue, today)].sort()).toEqual([
      '2026-11-28',
      '2026-12-05',
      '2026-12-12',
      '2027-01-15',
    ]);
  });

  it('offers the nearest departure after an empty range, and every date', () => {
    expect(widerTourSearches(catalogue, { date_from: '2026-12-20', date_to: '2026-12-27' }, today)).toEqual([
      {
        label: 'Ближайшие выезды: с\u00a015\u00a0января',
        search: { date_from: '2027-01-15', date_to: '2027-01-22' },
      },
      { label: 'Все даты', search: {} },
    ]);
    expect(widerTourSearches(catalogue, { date_from: '2027-02-01' }, today)).toEqual([
      { label: 'Все даты', search: {} },
    ]);
  });
});

describe('the tours date form', () => {
  it('takes either end empty, and clears the filter with both empty', () => {
    expect(tourSearchFromForm({ from: '', to: '' }, today)).toEqual({ search: {} });
    expect(tourSearchFromForm({ from: '01.12.2026', to: '' }, today)).toEqual({
      search: { date_from: '2026-12-01' },
    });
    expect(tourSearchFromForm({ from: '', to: '10.12.2026' }, today)).toEqual({
      search: { date_to: '2026-12-10' },
    });
  });

  it('says what is wrong under the field it belongs to', () => {
    expect(tourSearchFromForm({ from: '01.11.2026', to: '' }, today)).toEqual({
      errors: { from: 'Дата не может быть в прошлом' },
    });
    expect(tourSearchFromForm({ from: '10.12.2026', to: '01.12.2026' }, today)).toEqual({
      errors: { to: 'Дата «по» не может быть раньше даты «с»' },
    });
    expect(tourSearchFromForm({ from: '', to: '12.1' }, today)).toEqual({
      errors: { to: 'Введите дату полностью: ДД.ММ.ГГГГ' },
    });
  });

  it('reads the filter in one line', () => {
    expect(tourSearchSummary({})).toBe('Любые даты выезда');
    expect(tourSearchSummary({ date_from: '2026-12-01', date_to: '2026-12-14' })).toBe(
      'Выезд 1–14\u00a0декабря',
    );
    expect(tourSearchSummary({ date_from: '2026-12-01' })).toBe('Выезд с\u00a01\u00a0декабря');
  });
});
