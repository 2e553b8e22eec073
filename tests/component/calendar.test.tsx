import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExcursionSearchForm } from '@/features/catalogue/excursions/ExcursionSearchForm';
import { HotelSearchForm } from '@/features/catalogue/hotels/HotelSearchForm';
import type { ExcursionSearch, HotelSearch, TourSearch } from '@/features/catalogue/search-params';
import { TourSearchForm } from '@/features/catalogue/tours/TourSearchForm';
import { spokenDay } from '@/shared/ui/forms/Calendar';
import { display, fixClock, iso, typeDate } from './forms-helpers';

// The lazy chunks (imask, the calendar) are transformed on their first load: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => fixClock());
afterEach(() => vi.useRealTimers());

function renderExcursionForm() {
  const onSearch = vi.fn<(search: ExcursionSearch) => void>();
  render(
    <ExcursionSearchForm search={{ date_from: iso(0), date_to: iso(7), tourists: 1 }} onSearch={onSearch} />,
  );
  return { form: screen.getByRole('form', { name: 'Поиск экскурсий' }), onSearch };
}

/** The field's frame (label, input, calendar button), as the e2e test's `.field` with the label's text. */
const frame = (form: HTMLElement, label: string): HTMLElement => {
  const element = within(form).getByLabelText(label).closest<HTMLElement>('.field');
  if (!element) throw new Error(`No field ${label}`);
  return element;
};
const toggleOf = (form: HTMLElement, label: string) =>
  within(frame(form, label)).getByRole('button', { name: 'Открыть календарь' });
const calendar = () => screen.findByRole('dialog', { name: 'Календарь' });
const day = (dialog: HTMLElement, date: string) =>
  within(dialog).getByRole('button', { name: spokenDay(date) });
const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

async function openWithKeyboard(user: UserEvent, toggle: HTMLElement) {
  act(() => toggle.focus());
  await user.keyboard('{Enter}');
  return calendar();
}

describe('the calendar beside a date field', () => {
  it("'Дата с': opens on today, the earliest day on offer; no past day or month; Escape closes it", async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    const toggle = toggleOf(form, 'Дата с');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(toggle);
    const dialog = await calendar();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Described by its field's label.
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Дата с',
    );
    await focused(day(dialog, iso(0)));
    expect(day(dialog, iso(0)).getAttribute('aria-pressed')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Предыдущий месяц' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(day(dialog, iso(-1)).hasAttribute('disabled')).toBe(true);
    expect(day(dialog, iso(0)).hasAttribute('disabled')).toBe(false);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The focus goes back to the button that opened it.
    expect(document.activeElement).toBe(toggle);
  });

  it("'Дата по' by the keyboard: opens on its day, arrows move, Enter picks, and the search takes it", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm();
    const dialog = await openWithKeyboard(user, toggleOf(form, 'Дата по'));
    await focused(day(dialog, iso(7)));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await focused(day(dialog, iso(10)));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
    expect(within(form).getByLabelText<HTMLInputElement>('Дата по').value).toBe(display(iso(10)));
    expect(document.activeElement).toBe(toggleOf(form, 'Дата по'));

    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(0), date_to: iso(10), tourists: 1 });
  });

  it("'Дата по' by a finger: a tap opens it and a tap on a day fills the field", async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm();
    await user.pointer({ keys: '[TouchA]', target: toggleOf(form, 'Дата по') });
    const dialog = await calendar();
    await focused(day(dialog, iso(7)));
    await user.pointer({ keys: '[TouchA]', target: day(dialog, iso(12)) });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
    expect(within(form).getByLabelText<HTMLInputElement>('Дата по').value).toBe(display(iso(12)));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(0), date_to: iso(12), tourists: 1 });
  });

  it('arrows move by a day or a week, Page Up/Down by a month, and never before the first day on offer', async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    const dialog = await openWithKeyboard(user, toggleOf(form, 'Дата с'));
    const grid = within(dialog).getByRole('grid');
    await focused(day(dialog, iso(0)));
    expect(grid.getAttribute('aria-label')).toBe('Март 2026');

    await user.keyboard('{ArrowLeft}');
    await focused(day(dialog, iso(0)));
    await user.keyboard('{ArrowDown}');
    await focused(day(dialog, iso(7)));
    await user.keyboard('{ArrowRight}{ArrowUp}');
    await focused(day(dialog, iso(1)));
    await user.keyboard('{ArrowUp}');
    await focused(day(dialog, iso(0)));
    // Only the focused day is in the Tab order.
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([day(dialog, iso(0))]);

    await user.keyboard('{PageDown}');
    await focused(day(dialog, '2026-04-10'));
    expect(within(dialog).getByText('Апрель 2026')).toBeTruthy();
    await user.keyboard('{PageUp}');
    await focused(day(dialog, iso(0)));
    expect(within(dialog).getByText('Март 2026')).toBeTruthy();

    // 31 March a month on is the last of April.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await focused(day(dialog, '2026-03-31'));
    await user.keyboard('{PageDown}');
    await focused(day(dialog, '2026-04-30'));
    await user.keyboard('{ArrowRight}');
    await focused(day(dialog, '2026-05-01'));
    expect(grid.getAttribute('aria-label')).toBe('Май 2026');

    await user.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
    expect(within(form).getByLabelText<HTMLInputElement>('Дата с').value).toBe('01.05.2026');
  });

  it('turns the months by its buttons, back to the month of the first day on offer only', async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    await user.click(toggleOf(form, 'Дата с'));
    const dialog = await calendar();
    const previous = within(dialog).getByRole('button', { name: 'Предыдущий месяц' });
    await user.click(within(dialog).getByRole('button', { name: 'Следующий месяц' }));
    expect(within(dialog).getByText('Апрель 2026')).toBeTruthy();
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe('Апрель 2026');
    expect(previous.hasAttribute('disabled')).toBe(false);
    // Monday first: 1 April 2026 is a Wednesday.
    const firstWeek = within(dialog).getAllByRole('row')[1]!;
    expect(
      within(firstWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '', '1', '2', '3', '4', '5']);
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);

    await user.click(previous);
    expect(within(dialog).getByText('Март 2026')).toBeTruthy();
    expect(previous.hasAttribute('disabled')).toBe(true);
  });

  it('a day pressed fills the field, also one the mask already holds, and the focus returns to the button', async () => {
    const user = userEvent.setup();
    const { form, onSearch } = renderExcursionForm();
    const to = within(form).getByLabelText<HTMLInputElement>('Дата по');
    await typeDate(user, to, iso(8));
    await user.click(toggleOf(form, 'Дата по'));
    const dialog = await calendar();
    await focused(day(dialog, iso(8)));
    expect(day(dialog, iso(8)).getAttribute('aria-pressed')).toBe('true');
    expect(day(dialog, iso(7)).getAttribute('aria-pressed')).toBe('false');
    await user.click(day(dialog, iso(9)));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
    expect(to.value).toBe(display(iso(9)));
    expect(document.activeElement).toBe(toggleOf(form, 'Дата по'));
    await user.click(within(form).getByRole('button', { name: 'Найти' }));
    expect(onSearch).toHaveBeenCalledWith({ date_from: iso(0), date_to: iso(9), tourists: 1 });
  });

  it("a press outside closes it, and one field's calendar closes when the other's opens", async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    await user.click(toggleOf(form, 'Дата с'));
    await calendar();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());

    await user.click(toggleOf(form, 'Дата с'));
    await calendar();
    await user.click(toggleOf(form, 'Дата по'));
    await waitFor(() => expect(toggleOf(form, 'Дата с').getAttribute('aria-expanded')).toBe('false'));
    const dialogs = screen.getAllByRole('dialog', { name: 'Календарь' });
    expect(dialogs).toHaveLength(1);
    expect(frame(form, 'Дата по').contains(dialogs[0]!)).toBe(true);
    // The button closes its own calendar too.
    await user.click(toggleOf(form, 'Дата по'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Календарь' })).toBeNull());
  });

  it("'Дата по' offers no day before the 'Дата с' typed", async () => {
    const user = userEvent.setup();
    const { form } = renderExcursionForm();
    await typeDate(user, within(form).getByLabelText('Дата с'), iso(12));
    // The start moved the end along; an end typed back before the start stays as typed.
    await typeDate(user, within(form).getByLabelText('Дата по'), iso(5));
    await user.click(toggleOf(form, 'Дата по'));
    const dialog = await calendar();
    // The day it holds is before the start: the calendar opens on the start.
    await focused(day(dialog, iso(12)));
    expect(day(dialog, iso(11)).hasAttribute('disabled')).toBe(true);
    expect(day(dialog, iso(7)).hasAttribute('disabled')).toBe(true);
    expect(day(dialog, iso(12)).hasAttribute('disabled')).toBe(false);
  });

  it("a hotel's 'Выезд' is a night after 'Заезд' at the earliest", async () => {
    const user = userEvent.setup();
    render(
      <HotelSearchForm
        search={{ date_from: iso(3), date_to: iso(6), room: '2' }}
        onSearch={vi.fn<(search: HotelSearch) => void>()}
      />,
    );
    const form = screen.getByRole('form', { name: 'Поиск отелей' });
    await typeDate(user, within(form).getByLabelText('Заезд'), iso(5));
    await user.click(toggleOf(form, 'Выезд'));
    const dialog = await calendar();
    expect(day(dialog, iso(5)).hasAttribute('disabled')).toBe(true);
    expect(day(dialog, iso(6)).hasAttribute('disabled')).toBe(false);
  });

  it("the tours' calendars mark the days with a departure", async () => {
    const user = userEvent.setup();
    render(
      <TourSearchForm
        search={{}}
        onSearch={vi.fn<(search: TourSearch) => void>()}
        departureDays={new Set([iso(2), iso(9)])}
      />,
    );
    const form = screen.getByRole('form', { name: 'Даты выезда' });
    expect(within(form).getByLabelText<HTMLInputElement>('Выезд с').value).toBe('');
    await user.click(toggleOf(form, 'Выезд с'));
    const dialog = await calendar();
    // An empty field opens on today.
    await focused(day(dialog, iso(0)));
    const marked = within(dialog).getByRole('button', { name: `${spokenDay(iso(2))}, есть выезды` });
    expect(marked.className).toContain('calendar__day--marked');
    expect(within(dialog).getByRole('button', { name: `${spokenDay(iso(9))}, есть выезды` })).toBeTruthy();
    expect(day(dialog, iso(3)).className).not.toContain('calendar__day--marked');
  });
});
