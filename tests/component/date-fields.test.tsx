import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import {
  parseExcursionSearch,
  parseHotelSearch,
  type ExcursionSearch,
  type HotelSearch,
  type TourSearch,
} from '@/features/catalogue/search-params';
import { TourSearchForm } from '@/features/catalogue/tours/TourSearchForm';
import { BirthDateHost, display, fixClock, iso, typeDate } from './forms-helpers';

// The lazy chunks (imask, the calendar) are transformed on their first load: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// The date mask's module, counted and (for the first test) held back at the module boundary: the
// component layer's view of the e2e test's network request for the date-mask chunk.
const dateMask = vi.hoisted(() => ({ loads: 0, held: null as Promise<void> | null }));
vi.mock('@/shared/ui/forms/date-mask', async (importOriginal) => {
  dateMask.loads += 1;
  if (dateMask.held) await dateMask.held;
  return importOriginal();
});

const field = (form: HTMLElement, label: string) => within(form).getByLabelText<HTMLInputElement>(label);
const alerts = (form: HTMLElement) => within(form).queryAllByRole('alert');

function renderExcursionForm(search: ExcursionSearch = parseExcursionSearch({})) {
  const onSearch = vi.fn<(search: ExcursionSearch) => void>();
  render(<ExcursionSearchForm search={search} onSearch={onSearch} />);
  return { form: screen.getByRole('form', { name: 'Поиск экскурсий' }), onSearch };
}

beforeEach(() => fixClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

// Must stay the first test of the file: the module is loaded once per file.
describe('the date mask', () => {
  it('loads only when a date field is used, and masks what was typed before it', async () => {
    let release = () => undefined as void;
    dateMask.held = new Promise<void>((resolve) => (release = resolve));
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm();
    const from = field(form, 'Дата с');
    expect(from.value).toBe(display(iso(0)));
    expect(dateMask.loads).toBe(0);

    await user.click(from);
    await waitFor(() => expect(dateMask.loads).toBe(1));
    // The mask is held back: the digits go into the plain field.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard(display(iso(3)).replaceAll('.', ''));
    expect(from.value).toBe(display(iso(3)).replaceAll('.', ''));

    release();
    await waitFor(() => expect(from.value).toBe(display(iso(3))));
    expect(dateMask.loads).toBe(1);
    // What the mask wrote is what the form holds.
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(3), date_to: iso(7), tourists: 1 });
    dateMask.held = null;
  });

  it('puts the dots in as the digits are typed and takes no more than a date', async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    const to = field(form, 'Дата по');
    await user.click(to);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.keyboard('2503');
    await waitFor(() => expect(to.value).toBe('25.03'));
    await user.keyboard('2026999');
    expect(to.value).toBe('25.03.2026');
  });
});

describe('the excursion search form', () => {
  it('shows the search it is given as DD.MM.YYYY: a bad shared link gives today to today + 7 days, 1 tourist', () => {
    const { form } = renderExcursionForm(
      parseExcursionSearch({ date_from: '2020-01-01', date_to: 'someday', tourists: -4 }),
    );
    expect(field(form, 'Дата с').value).toBe(display(iso(0)));
    expect(field(form, 'Дата по').value).toBe(display(iso(7)));
    expect(form.querySelector('output')?.textContent).toBe('1');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it("says 'Укажите дату', 'Введите дату полностью', 'Такой даты нет в календаре' and 'не больше года'", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm();
    const from = field(form, 'Дата с');
    const to = field(form, 'Дата по');
    const find = within(form).getByRole('button', { name: 'Найти' });

    await user.click(from);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(from.value).toBe(''));
    await user.click(to);
    await user.keyboard('{Control>}a{/Control}{Backspace}1503');
    await waitFor(() => expect(to.value).toBe('15.03'));
    await user.click(find);
    await within(form).findByText('Укажите дату');
    expect(within(form).getByText('Введите дату полностью: ДД.ММ.ГГГГ')).toBeTruthy();
    expect(alerts(form).map((alert) => alert.textContent)).toEqual([
      'Укажите дату',
      'Введите дату полностью: ДД.ММ.ГГГГ',
    ]);

    // 30 February passes the mask (day 1–31, month 1–12) but not the calendar.
    await typeDate(user, from, iso(0));
    await user.click(to);
    await user.keyboard('{Control>}a{/Control}{Backspace}30022027');
    await waitFor(() => expect(to.value).toBe('30.02.2027'));
    await user.click(find);
    await within(form).findByText('Такой даты нет в календаре');
    expect(from.hasAttribute('aria-invalid')).toBe(false);

    await typeDate(user, to, iso(367));
    await user.click(find);
    await within(form).findByText('Период поиска — не больше года');
    expect(onSearch).not.toHaveBeenCalled();

    // Put right, the messages go and the search is made.
    await typeDate(user, to, iso(366));
    await user.click(find);
    await waitFor(() => expect(alerts(form)).toHaveLength(0));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(0), date_to: iso(366), tourists: 1 });
  });

  it('a search by dates: the typed days and one more tourist become the search', async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm({ date_from: iso(0), date_to: iso(7), tourists: 1 });
    await typeDate(user, field(form, 'Дата с'), iso(2));
    await typeDate(user, field(form, 'Дата по'), iso(2));
    await user.click(within(form).getByRole('button', { name: 'Больше: Туристов' }));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ date_from: iso(2), date_to: iso(2), tourists: 2 });
  });

  it("a 'с' date after the 'по' date moves 'по' along, keeping the range's length", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm({ date_from: iso(0), date_to: iso(7), tourists: 1 });
    await typeDate(user, field(form, 'Дата с'), iso(10));
    await waitFor(() => expect(field(form, 'Дата по').value).toBe(display(iso(17))));
    // A start before the end leaves the end where it is.
    await typeDate(user, field(form, 'Дата с'), iso(12));
    expect(field(form, 'Дата по').value).toBe(display(iso(17)));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(alerts(form)).toHaveLength(0);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ date_from: iso(12), date_to: iso(17), tourists: 1 });
  });

  // The agency's day (Europe/Moscow) in a browser whose own calendar says tomorrow or yesterday.
  const MIDNIGHT = Date.parse(`${iso(1)}T00:00:00+03:00`);
  describe.each([
    { zone: 'Asia/Vladivostok', at: MIDNIGHT - 60_000, today: iso(0), note: 'a minute before: a day ahead' },
    { zone: 'America/New_York', at: MIDNIGHT + 60_000, today: iso(1), note: 'a minute after: a day behind' },
  ])('a browser in $zone, $note', ({ zone, at, today }) => {
    it("defaults to the agency's today and may search from it", async () => {
      vi.stubEnv('TZ', zone);
      fixClock(at);
      const user = userEvent.setup();
      const { form, onSearch } = renderExcursionForm(parseExcursionSearch({}));
      // The browser's own calendar says another day.
      expect(dayjs().format('YYYY-MM-DD')).not.toBe(today);
      expect(field(form, 'Дата с').value).toBe(display(today));

      // The agency's today is not "in the past", wherever the browser is.
      await typeDate(user, field(form, 'Дата по'), iso(3, today));
      await user.click(within(form).getByRole('button', { name: 'Найти' }));
      expect(onSearch).toHaveBeenCalledWith({ date_from: today, date_to: iso(3, today), tourists: 1 });
      expect(alerts(form)).toHaveLength(0);
    });
  });
});

describe('the tours date filter', () => {
  function renderTourForm(search: TourSearch = {}) {
    const onSearch = vi.fn<(search: TourSearch) => void>();
    render(<TourSearchForm search={search} onSearch={onSearch} departureDays={new Set()} />);
    return { form: screen.getByRole('form', { name: 'Даты выезда' }), onSearch };
  }

  it("the typed dates become the filter, either end may stay open, and 'Все даты' takes it off", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderTourForm();
    expect(within(form).queryByRole('button', { name: 'Все даты' })).toBeNull();
    await typeDate(user, field(form, 'Выезд с'), iso(7));
    await typeDate(user, field(form, 'Выезд по'), iso(12));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenLastCalledWith({ date_from: iso(7), date_to: iso(12) });

    await user.clear(field(form, 'Выезд по'));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenLastCalledWith({ date_from: iso(7) });

    // A past start is refused even with the end open.
    await typeDate(user, field(form, 'Выезд с'), iso(-1));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    await within(form).findByText('Дата не может быть в прошлом');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it("'Все даты' on a filtered search asks for every date", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderTourForm({ date_from: iso(7), date_to: iso(12) });
    expect(field(form, 'Выезд с').value).toBe(display(iso(7)));
    expect(field(form, 'Выезд по').value).toBe(display(iso(12)));
    await user.click(within(form).getByRole('button', { name: 'Все даты' }));
    expect(onSearch).toHaveBeenCalledWith({});
  });
});

describe('the hotel search form', () => {
  function renderHotelForm(search: HotelSearch = parseHotelSearch({})) {
    const onSearch = vi.fn<(search: HotelSearch) => void>();
    render(<HotelSearchForm search={search} onSearch={onSearch} />);
    return { form: screen.getByRole('form', { name: 'Поиск отелей' }), onSearch };
  }

  it('shows the default stay for a bad shared link: next Friday, 3 nights, 2 adults', () => {
    // TODAY is a Tuesday: the next Friday is 3 days on.
    const { form } = renderHotelForm(
      parseHotelSearch({ date_from: iso(-10), date_to: iso(40), room: '99-1' }),
    );
    expect(field(form, 'Заезд').value).toBe(display(iso(3)));
    expect(field(form, 'Выезд').value).toBe(display(iso(6)));
    expect(form.querySelector('output')?.textContent).toBe('2');
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it("other dates and guests: a child's age is asked for, then the search is made", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderHotelForm();
    await typeDate(user, field(form, 'Заезд'), iso(10));
    await typeDate(user, field(form, 'Выезд'), iso(12));
    await user.click(within(form).getByRole('button', { name: 'Больше: Взрослые' }));
    await user.click(within(form).getByRole('button', { name: '+ Добавить ребёнка' }));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    await within(form).findByText('Укажите возраст ребёнка');
    expect(onSearch).not.toHaveBeenCalled();
    await user.selectOptions(within(form).getByLabelText('Возраст ребёнка 1'), '5');
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(10), date_to: iso(12), room: '3-5' });
  });

  it('a check-in after the check-out moves the check-out, keeping the nights', async () => {
    const user = userEvent.setup();
    const { form } = renderHotelForm({ date_from: iso(3), date_to: iso(6), room: '2' });
    await typeDate(user, field(form, 'Заезд'), iso(20));
    await waitFor(() => expect(field(form, 'Выезд').value).toBe(display(iso(23))));
    // On the check-out day itself: still a night at least.
    await typeDate(user, field(form, 'Выезд'), iso(21));
    await typeDate(user, field(form, 'Заезд'), iso(21));
    await waitFor(() => expect(field(form, 'Выезд').value).toBe(display(iso(22))));
  });

  it('a stay is at least a night: check-out on the check-in day is refused', async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderHotelForm();
    await typeDate(user, field(form, 'Заезд'), iso(10));
    await typeDate(user, field(form, 'Выезд'), iso(10));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    await within(form).findByText('Дата выезда должна быть позже даты заезда');
    expect(field(form, 'Выезд').getAttribute('aria-invalid')).toBe('true');

    await typeDate(user, field(form, 'Выезд'), iso(41));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    await within(form).findByText('Проживание — не больше 30 ночей');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe("'Дата рождения'", () => {
  it('is typed as digits, shows DD.MM.YYYY, and has no calendar', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<BirthDateHost onSubmit={onSubmit} />);
    const birth = screen.getByLabelText<HTMLInputElement>('Дата рождения');
    expect(screen.queryByRole('button', { name: 'Открыть календарь' })).toBeNull();
    expect(birth.autocomplete).toBe('bday');
    await user.type(birth, '15061990');
    await waitFor(() => expect(birth.value).toBe('15.06.1990'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ birth_date: '15.06.1990' });
  });

  it('takes a child born a decade ago', async () => {
    const user = userEvent.setup();
    render(<BirthDateHost />);
    const birth = screen.getByLabelText<HTMLInputElement>('Дата рождения');
    await user.type(birth, '01022015');
    await waitFor(() => expect(birth.value).toBe('01.02.2015'));
  });

  it('is optional, but a part of a date, a day not in the calendar or a day to come is refused', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<BirthDateHost onSubmit={onSubmit} />);
    const birth = screen.getByLabelText<HTMLInputElement>('Дата рождения');
    const save = screen.getByRole('button', { name: 'Сохранить' });
    const retype = async (digits: string, shown: string) => {
      await user.click(birth);
      await user.keyboard(`{Control>}a{/Control}{Backspace}${digits}`);
      await waitFor(() => expect(birth.value).toBe(shown));
      await user.click(save);
    };

    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    await retype('1506', '15.06');
    expect((await screen.findByRole('alert')).textContent).toBe('Введите дату полностью: ДД.ММ.ГГГГ');
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    // The form puts the focus on the wrong field.
    expect(document.activeElement).toBe(birth);

    await retype('31022000', '31.02.2000');
    await screen.findByText('Такой даты нет в календаре');

    await retype(display(iso(1)).replaceAll('.', ''), display(iso(1)));
    await screen.findByText('Дата рождения не может быть в будущем');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    await retype(display(iso(0)).replaceAll('.', ''), display(iso(0)));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
