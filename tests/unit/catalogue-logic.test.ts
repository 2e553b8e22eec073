import { describe, expect, it } from 'vitest';
import { excursionSearchFromForm } from '@/features/catalogue/excursions/search-form-logic';
import { tableSections } from '@/features/catalogue/excursions/table-rows';
import { widerExcursionSearches } from '@/features/catalogue/excursions/widen';
import { hotelSearchFromForm } from '@/features/catalogue/hotels/search-form-logic';
import { parseExcursionSearch, parseHotelSearch, roomGuests } from '@/features/catalogue/search-params';
import { excursionCard } from '../component/catalogue-cards';

const today = '2026-11-25';
const todayDay = today;

const card = (id: number, title: string, price: number, events: Array<[string, string]>) =>
  excursionCard(id, title, {
    price_from: price,
    events: events.map(([date, time], index) => ({
      id: id * 100 + index,
      date,
      time,
      places_total: 10,
      places_left: 5,
    })),
  });

describe('the excursion search form', () => {
  it('turns valid fields into the URL search', () => {
    expect(excursionSearchFromForm({ from: '26.11.2026', to: '30.11.2026', tourists: 3 }, today)).toEqual({
      search: { date_from: '2026-11-26', date_to: '2026-11-30', tourists: 3 },
    });
  });

  it('keeps errors per field and no search', () => {
    const result = excursionSearchFromForm({ from: '30.11.2026', to: '26.11.2026', tourists: 1 }, today);
    expect(result.search).toBeUndefined();
    expect(result.errors?.to).toBe('Дата «по» не может быть раньше даты «с»');
  });
});

describe('the hotel search form', () => {
  it('writes adults and children ages into `room`', () => {
    expect(
      hotelSearchFromForm({ from: '27.11.2026', to: '30.11.2026', adults: 2, childrenAges: [7, 12] }, today),
    ).toEqual({ search: { date_from: '2026-11-27', date_to: '2026-11-30', room: '2-7-12' } });
    expect(roomGuests('2-7-12')).toEqual({ adults: 2, childrenAges: [7, 12] });
  });

  it('asks for a child age that was not chosen and for a stay of at least one night', () => {
    const result = hotelSearchFromForm(
      { from: '27.11.2026', to: '27.11.2026', adults: 2, childrenAges: [null] },
      today,
    );
    expect(result.errors).toEqual({
      to: 'Дата выезда должна быть позже даты заезда',
      children: { 0: 'Укажите возраст ребёнка' },
    });
  });
});

describe('links beyond the backend limits fall back to the defaults', () => {
  it('a search longer than a year, a stay over 30 nights, 7 adults', () => {
    expect(parseExcursionSearch({ date_from: '2026-11-26', date_to: '2028-01-01' }, todayDay).date_to).toBe(
      '2026-12-02',
    );
    expect(parseHotelSearch({ date_from: '2026-11-27', date_to: '2027-01-27' }, todayDay).date_from).toBe(
      '2026-11-27',
    );
    expect(parseHotelSearch({ date_from: '2026-11-27', date_to: '2027-01-27' }, todayDay).date_to).toBe(
      '2026-11-30',
    );
    expect(parseHotelSearch({ room: '7' }, todayDay).room).toBe('2');
    expect(parseHotelSearch({ room: '2-1-2-3-4-5' }, todayDay).room).toBe('2');
  });
});

describe('the table view rows', () => {
  const excursions = [
    card(1, 'Псков', 900, [
      ['2026-11-25', '14:00'],
      ['2026-11-27', '10:00'],
    ]),
    card(2, 'Изборск', 500, [['2026-11-25', '09:00']]),
  ];
  const search = { date_from: '2026-11-25', date_to: '2026-11-27', tourists: 1 };

  it('by date: every day of the range, its events by time, a day without events kept empty', () => {
    const sections = tableSections(excursions, search, { key: 'date', direction: 'asc' });
    expect(sections.map((section) => [section.date, section.rows.map((row) => row.time)])).toEqual([
      ['2026-11-25', ['09:00', '14:00']],
      ['2026-11-26', []],
      ['2026-11-27', ['10:00']],
    ]);
    const latestFirst = tableSections(excursions, search, { key: 'date', direction: 'desc' });
    expect(latestFirst.map((section) => section.date)).toEqual(['2026-11-27', '2026-11-26', '2026-11-25']);
  });

  it('by price or title: one list of events', () => {
    const byPrice = tableSections(excursions, search, { key: 'price', direction: 'desc' });
    expect(byPrice).toHaveLength(1);
    expect(byPrice[0]!.rows.map((row) => row.excursion.price_from)).toEqual([900, 900, 500]);
    const byTitle = tableSections(excursions, search, { key: 'title', direction: 'asc' });
    expect(byTitle[0]!.rows.map((row) => row.excursion.title)).toEqual(['Изборск', 'Псков', 'Псков']);
  });
});

describe('widening an empty excursion search', () => {
  it('offers the next 30 days and a single tourist', () => {
    const wider = widerExcursionSearches(
      { date_from: '2026-11-26', date_to: '2026-11-27', tourists: 4 },
      today,
    );
    expect(wider.map((option) => option.search)).toEqual([
      { date_from: '2026-11-25', date_to: '2026-12-25', tourists: 4 },
      { date_from: '2026-11-26', date_to: '2026-11-27', tourists: 1 },
      { date_from: '2026-12-03', date_to: '2026-12-04', tourists: 4 },
    ]);
  });

  it('always offers the same dates a week later, even for a wide search of one tourist', () => {
    const wider = widerExcursionSearches(
      { date_from: '2026-11-25', date_to: '2027-01-31', tourists: 1 },
      today,
    );
    expect(wider.map((option) => option.label)).toEqual(['Те же даты неделей позже']);
    expect(wider[0]!.search).toEqual({ date_from: '2026-12-02', date_to: '2027-02-07', tourists: 1 });
  });
});
