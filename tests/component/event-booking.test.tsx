import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { proxy, useSnapshot } from 'valtio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCart } from '@/features/cart/CartAddButton';
import type { ExcursionEvent, Price } from '@/features/catalogue/api/types';
import { ExcursionTimes } from '@/features/catalogue/excursions/ExcursionTimes';
import { sessionName, sessionStart } from '@/features/catalogue/excursions/initial-session';
import { EventBooking } from '@/features/catalogue/trips/EventBooking';
import { spokenDay } from '@/shared/ui/forms/Calendar';
import { toastsState } from '@/shared/state/toasts';
import { Toaster } from '@/shared/ui/Toaster';
import { configsQueryOptions } from '@/shared/api/site-config';
import { renderInRouter as renderWith, testQueryClient } from './router-helpers';

/** The agency's config as the app holds it from the first render: the booking quotes its rules. */
function renderInRouter(ui: React.ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(configsQueryOptions().queryKey, {
    PREPAYMENT_PERCENT: '30',
    PREPAYMENT_REST_DAYS: '3',
    FREE_CANCELLATION_DAYS_TOUR: '4',
    FREE_CANCELLATION_DAYS_OTHER: '1',
  });
  return renderWith(ui, { queryClient });
}

const added = vi.hoisted(() => ({ items: [] as unknown[] }));

// The backend's side of the add: it takes the item (its PATCH is the cart's own tests').
vi.mock('@/features/cart/add-to-cart', () => ({
  addToCart: (item: unknown) => {
    added.items.push(item);
    return Promise.resolve(true);
  },
}));

const PRICES: Price[] = [
  { category: 'vzroslyi', title: 'Взрослый', price: 1500 },
  { category: 'rebenok', title: 'Ребенок', price: 700 },
];

const session = (id: number, date: string, time: string, places = 10): ExcursionEvent => ({
  id,
  date,
  time,
  places_total: 20,
  places_left: places,
});

const SESSIONS = [
  session(1, '2026-12-05', '10:00'),
  session(2, '2026-12-05', '14:00'),
  session(3, '2026-12-06', '10:00'),
  session(4, '2026-12-08', '12:00'),
];

/** The sessions the API answers: a test changes them under the open page. */
const api = proxy({ events: SESSIONS });

/** An excursion's booking as its page lays it out; the test changes the sessions the API answers. */
function Booking({ initial = null }: { initial?: number | null }) {
  // As the excursion's page: the calendar's day narrows the times to its own.
  const { events } = useSnapshot(api);
  return (
    <>
      <div id="booking">
        <EventBooking
          title="Расписание и запись"
          part="excursions"
          events={events}
          prices={PRICES}
          initial={{ eventId: initial, adults: 1 }}
          dayOf={(event) => event.date}
          describe={sessionName}
          startOf={sessionStart}
          thisEvent="Этот сеанс"
          choosePrompt="Выберите дату и время"
          bar={{ roubles: 1500, target: 'booking' }}
          picker={({ eventId, choose, day }) => (
            <ExcursionTimes
              key={day}
              events={day ? events.filter((event) => event.date === day) : events}
              eventId={eventId}
              onChoose={choose}
            />
          )}
          tooMany={(places) => `На это время осталось ${places}.`}
          addToCart={AddToCart}
        />
      </div>
      <Toaster />
    </>
  );
}

const form = () => screen.getByRole('form', { name: 'Расписание и запись' });
const bar = () => screen.getByRole('region', { name: 'Цена и запись' });
/** What an element says, its spaces (no-break ones too) as plain ones. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ');
const addButton = (booking: HTMLElement) =>
  within(booking).getByRole<HTMLButtonElement>('button', { name: 'Добавить в корзину' });
const radio = (booking: HTMLElement, name: RegExp) =>
  within(booking).getByRole<HTMLInputElement>('radio', { name });

afterEach(() => {
  api.events = SESSIONS;
  added.items.splice(0);
  act(() => {
    toastsState.items.splice(0);
  });
});

describe('the booking of a dated trip', () => {
  it('chooses no session for the tourist, and says why the button is off', async () => {
    renderInRouter(<Booking />);
    const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
    for (const radio of within(booking).getAllByRole<HTMLInputElement>('radio'))
      expect(radio.checked).toBe(false);
    expect(addButton(booking).disabled).toBe(true);
    expect(text(booking)).toContain('Выберите дату и время');
    expect(within(bar()).getByRole('link', { name: 'Выбрать дату' }).getAttribute('href')).toBe('#booking');

    await userEvent.click(within(booking).getByRole('radio', { name: /05\.12\.2026.*14:00/ }));
    expect(addButton(booking).disabled).toBe(false);
    expect(text(booking)).not.toContain('Выберите дату и время');
  });

  it('says the terms before the click: of the kind before a date, then until when the chosen one is cancelled free', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-12-01T09:00:00Z'));
    try {
      renderInRouter(<Booking />);
      const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
      expect(text(booking)).toContain('Бесплатная отмена за день до начала');
      await userEvent.click(within(booking).getByRole('radio', { name: /05\.12\.2026.*14:00/ }));
      const terms = within(booking).getByRole('list', { name: 'Условия оплаты и отмены' });
      expect(terms.textContent).toBe('Бесплатная отмена по 04.12.2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a session the tourist chose by their dates', async () => {
    renderInRouter(<Booking initial={3} />);
    const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
    expect(radio(booking, /06\.12\.2026.*10:00/).checked).toBe(true);
    // The phone's bar says what is chosen and what it costs.
    expect(text(bar())).toContain('вс 06.12.2026, 10:00');
    expect(text(bar())).toContain('1 турист');
    expect(text(bar())).toContain('1 500,00 ₽');
    expect(within(bar()).getByRole('link', { name: 'Продолжить' }).getAttribute('href')).toBe('#booking');
  });

  it('after an add, a notice leads to the cart, and so does the phone’s bar', async () => {
    const { router } = renderInRouter(<Booking initial={1} />);
    await screen.findByRole('form', { name: 'Расписание и запись' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Добавить в корзину' }));

    await within(form()).findByRole('link', { name: /В корзине/ });
    expect(added.items).toEqual([{ part: 'excursions', body: { event_id: 1, tourists: { vzroslyi: 1 } } }]);
    const toaster = document.querySelector<HTMLElement>('.toaster')!;
    const notice = await within(toaster).findByRole('link', { name: 'Перейти в корзину' });
    expect(text(toaster)).toContain('Добавлено в корзину');
    expect(text(bar())).toContain('✓ В корзине');
    const barLink = within(bar()).getByRole('link', { name: 'Перейти в корзину' });
    expect(barLink.getAttribute('href')).toBe('/cart/');
    expect(notice.getAttribute('href')).toBe('/cart/');

    // Another choice is not in the cart: the bar no longer says it is.
    await userEvent.click(within(form()).getByRole('button', { name: 'Больше: Взрослый' }));
    expect(within(bar()).queryByRole('link', { name: 'Перейти в корзину' })).toBeNull();
    expect(within(bar()).getByRole('link', { name: 'Продолжить' })).toBeTruthy();

    await userEvent.click(notice);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/'));
  });

  it('a chosen session that is gone says so where it was and offers the nearest others', async () => {
    renderInRouter(<Booking />);
    const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
    await userEvent.click(within(booking).getByRole('radio', { name: /06\.12\.2026.*10:00/ }));

    // The next answer (after being offline, say) no longer has it: sold out.
    act(() => {
      api.events = SESSIONS.filter((event) => event.id !== 3);
    });
    const notice = await within(booking).findByRole('alert');
    expect(text(notice)).toContain(
      'Этот сеанс больше недоступен: вс 06.12.2026, 10:00. Ближайшие свободные:',
    );
    const others = within(notice).getAllByRole('button');
    expect(others.map(text)).toEqual([
      'сб 05.12.2026, 14:00, осталось 10 мест',
      'сб 05.12.2026, 10:00, осталось 10 мест',
      'вт 08.12.2026, 12:00, осталось 10 мест',
    ]);
    expect(addButton(booking).disabled).toBe(true);

    await userEvent.click(others[2]!);
    expect(within(booking).queryByRole('alert')).toBeNull();
    expect(radio(booking, /08\.12\.2026.*12:00/).checked).toBe(true);
    expect(addButton(booking).disabled).toBe(false);
  });

  describe('its calendar', () => {
    // Far ahead of any clock the tests run on: every day of them can be booked.
    const AHEAD = [
      session(11, '2099-03-10', '10:00', 4),
      session(12, '2099-03-10', '15:00', 0),
      session(13, '2099-03-12', '11:00', 0),
      session(14, '2099-03-14', '09:00', 6),
      session(15, '2099-03-14', '13:00', 2),
      session(16, '2099-04-02', '10:00', 8),
    ];
    const grid = (booking: HTMLElement) => within(booking).getByRole('grid');
    const label = (element: Element) => element.getAttribute('aria-label')?.replace(/\s/g, ' ');
    const dayButton = (booking: HTMLElement, day: string) =>
      within(grid(booking)).getByRole('button', { name: new RegExp(`^${spokenDay(day)}`) });

    it('shows the first free day’s month, the price from, the room of a day and a sold-out day as sold out', async () => {
      api.events = AHEAD;
      renderInRouter(<Booking />);
      const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
      expect(text(within(booking).getByText(/за взрослого/))).toBe('от 1 500,00 ₽ за взрослого');
      expect(grid(booking).getAttribute('aria-label')).toBe('Март 2099');
      expect(label(dayButton(booking, '2099-03-10'))).toBe('10 марта 2099, осталось 4 места');
      expect(label(dayButton(booking, '2099-03-14'))).toBe('14 марта 2099, осталось 8 мест');
      const soldOut = dayButton(booking, '2099-03-12');
      expect(label(soldOut)).toBe('12 марта 2099, мест нет');
      expect(soldOut.getAttribute('aria-disabled')).toBe('true');
      expect(dayButton(booking, '2099-03-11').getAttribute('aria-disabled')).toBe('true');
      // The page keeps the focus: the calendar takes it only when the tourist moves in it.
      expect(document.activeElement).toBe(document.body);

      await userEvent.click(soldOut);
      expect(soldOut.getAttribute('aria-pressed')).toBe('false');
      expect(within(booking).getAllByRole('radio')).toHaveLength(AHEAD.length);
    });

    it('a day with one session chooses it; a day with several offers its own', async () => {
      api.events = AHEAD;
      renderInRouter(<Booking />);
      const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
      await userEvent.click(dayButton(booking, '2099-03-10'));
      expect(dayButton(booking, '2099-03-10').getAttribute('aria-pressed')).toBe('true');
      // The full 15:00 is listed by the API as it is; only the 10:00 has room and is chosen.
      expect(
        within(booking)
          .getAllByRole('radio')
          .map((option) => option.closest('label')?.textContent),
      ).toEqual([expect.stringContaining('10:00'), expect.stringContaining('15:00')]);

      await userEvent.click(dayButton(booking, '2099-03-14'));
      const times = within(booking).getAllByRole<HTMLInputElement>('radio');
      expect(times).toHaveLength(2);
      expect(times.some((option) => option.checked)).toBe(false);
      await userEvent.click(times[1]!);
      expect(addButton(booking).disabled).toBe(false);
    });

    it('a time chosen from the list keeps its focus, and the calendar shows its day', async () => {
      api.events = AHEAD;
      renderInRouter(<Booking />);
      const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
      const [first] = within(booking).getAllByRole<HTMLInputElement>('radio');
      await userEvent.click(first!);
      await userEvent.keyboard('{ArrowDown}');
      const second = within(booking).getAllByRole<HTMLInputElement>('radio')[1]!;
      expect(second.checked).toBe(true);
      expect(document.activeElement).toBe(second);
      expect(dayButton(booking, '2099-03-10').getAttribute('aria-pressed')).toBe('true');
      expect(within(booking).getAllByRole('radio')).toHaveLength(AHEAD.length);
    });

    it('moves by the arrows over closed days, by the month with Page Down, and picks with Enter', async () => {
      api.events = AHEAD;
      renderInRouter(<Booking />);
      const booking = await screen.findByRole('form', { name: 'Расписание и запись' });
      act(() => dayButton(booking, '2099-03-10').focus());
      await userEvent.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(dayButton(booking, '2099-03-11'));
      await userEvent.keyboard('{PageDown}');
      expect(grid(booking).getAttribute('aria-label')).toBe('Апрель 2099');
      expect(within(booking).getByRole('button', { name: 'Следующий месяц' })).toHaveProperty(
        'disabled',
        true,
      );
      // 11.04 is past the last session: the focus stops on that day.
      expect(document.activeElement).toBe(dayButton(booking, '2099-04-02'));
      await userEvent.keyboard('{Enter}');
      expect(radio(booking, /02\.04\.2099.*10:00/).checked).toBe(true);
    });
  });
});
