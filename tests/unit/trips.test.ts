import { afterEach, describe, expect, it } from 'vitest';
import { type Trip, tripsFromOrders } from '@/features/trips/trip';
import { acknowledged, withChanges } from '@/features/trips/trip-changes';
import { agencyWhen, countdown, deviceWhen, isPast } from '@/features/trips/trip-time';
import type { Order } from '@/shared/api/user/orders';

const moscow = (iso: string) => Date.parse(`${iso}+03:00`);

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: 'PT-000007',
    status: 'paid',
    status_display: 'Оплачен',
    created: '2026-06-01T10:00:00+00:00',
    completed: false,
    total: 1350,
    paid: 1350,
    to_pay: 0,
    customer: { last_name: 'Смирнова', first_name: 'Анна', patronymic: '', email: 'a@b.ru', phone: '+7' },
    comment: 'Нужен трансфер',
    items: [
      {
        id: 70,
        type: 'excursion',
        title: 'Псковский кремль',
        url: '/excursions/pskov/kreml/',
        image: '',
        date_start: '2026-06-14',
        date_end: '2026-06-14',
        time: '10:00',
        tourists: [{ category: 'vzroslyi', title: 'Взрослый', count: 2, price: 675, total: 1350 }],
        total: 1350,
        meeting_point: {
          text: 'У памятника княгине Ольге',
          address: 'г. Псков, Кремль, 4',
          latitude: 57.8223,
          longitude: 28.3287,
        },
        duration_minutes: 120,
      },
    ],
    ...overrides,
  };
}

const trip = (overrides: Partial<Trip> = {}): Trip => ({ ...tripsFromOrders([order()])[0]!, ...overrides });

describe('trips from the order history', () => {
  it('keeps paid and partly paid orders, in the order they happen, without the buyer’s contacts', () => {
    const tour = order({
      id: 8,
      number: 'PT-000008',
      status: 'prepaid',
      paid: 5880,
      total: 19600,
      to_pay: 13720,
      participants: [{ last_name: 'Смирнова', first_name: 'Анна', patronymic: 'Сергеевна' }],
      items: [
        {
          ...order().items[0]!,
          id: 80,
          type: 'tour',
          title: 'Псков — Изборск',
          date_start: '2026-06-10',
          date_end: '2026-06-11',
          time: null,
        },
      ],
    });
    const unpaid = order({ id: 9, status: 'new', paid: 0, to_pay: 1350 });
    const cancelled = order({ id: 10, status: 'canceled', paid: 1350 });
    const trips = tripsFromOrders([order(), tour, unpaid, cancelled, order()]);
    expect(trips.map((one) => one.key)).toEqual(['8:tour:80', '7:excursion:70']);
    expect(trips[0]).toMatchObject({
      tourists: ['Смирнова Анна Сергеевна'],
      order: { number: 'PT-000008', paid: 5880, toPay: 13720, canPayOnline: true },
    });
    expect(trips[1]?.tourists).toEqual(['Взрослый × 2']);
    expect(JSON.stringify(trips)).not.toMatch(/a@b\.ru|трансфер/);
  });

  it('leaves out what a backend does not send: no meeting point, no length', () => {
    const bare = order();
    const { meeting_point: _point, duration_minutes: _length, ...item } = bare.items[0]!;
    const [one] = tripsFromOrders([{ ...bare, items: [item] }]);
    expect(one).toMatchObject({ meetingPoint: null, durationMinutes: null });
  });
});

describe('a trip’s time', () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it('counts down in agency days, then hours of the day, then minutes', () => {
    const excursion = trip();
    expect(countdown(excursion, moscow('2026-06-12T18:00:00'))).toBe('через 2\u00a0дня');
    expect(countdown(excursion, moscow('2026-06-09T09:00:00'))).toBe('через 5\u00a0дней');
    expect(countdown(excursion, moscow('2026-06-13T23:30:00'))).toBe('завтра в 10:00');
    expect(countdown(excursion, moscow('2026-06-14T00:10:00'))).toBe('сегодня в 10:00');
    expect(countdown(excursion, moscow('2026-06-14T09:39:00'))).toBe('через 21\u00a0минуту');
    expect(countdown(excursion, moscow('2026-06-14T10:30:00'))).toBe('идёт сейчас');
    expect(countdown(trip({ time: null }), moscow('2026-06-13T12:00:00'))).toBe('завтра');
  });

  it('is over after its length, or after its last day when it has none', () => {
    expect(isPast(trip(), moscow('2026-06-14T11:59:00'))).toBe(false);
    expect(isPast(trip(), moscow('2026-06-14T12:00:00'))).toBe(true);
    const tour = trip({ time: null, durationMinutes: null, dateEnd: '2026-06-15' });
    expect(isPast(tour, moscow('2026-06-15T23:59:00'))).toBe(false);
    expect(isPast(tour, moscow('2026-06-16T00:00:00'))).toBe(true);
  });

  it('is written in Moscow time, and in the device’s own when its zone differs', () => {
    expect(agencyWhen(trip())).toBe('вс, 14\u00a0июня, 10:00');
    expect(agencyWhen(trip({ time: null, dateEnd: '2026-06-16' }))).toBe('14–16\u00a0июня');
    // A tour of days meets at its time on the first.
    expect(agencyWhen(trip({ time: '09:00', dateEnd: '2026-06-16' }))).toBe('14–16\u00a0июня, сбор в 09:00');
    process.env.TZ = 'Europe/Moscow';
    expect(deviceWhen(trip())).toBeNull();
    process.env.TZ = 'Europe/Berlin';
    expect(deviceWhen(trip())).toBe('09:00');
    process.env.TZ = 'America/New_York';
    expect(deviceWhen(trip())).toBe('03:00');
    process.env.TZ = 'Asia/Vladivostok';
    expect(deviceWhen(trip({ time: '18:30' }))).toBe('01:30, пн, 15\u00a0июня');
    expect(deviceWhen(trip({ time: null }))).toBeNull();
  });
});

describe('changes the agency made', () => {
  const saved = (trips: Trip[]) => withChanges(undefined, trips, 1, 1000);

  it('says a changed time from what the device had, keeps it through later refreshes, and drops it once seen', () => {
    const first = saved([trip()]);
    expect(first.changes).toEqual({});
    const moved = withChanges(first, [trip({ time: '11:00' })], 1, 2000);
    expect(moved.changes['7:excursion:70']).toEqual({ when: { date: '2026-06-14', time: '10:00' } });
    const again = withChanges(moved, [trip({ time: '12:00' })], 1, 3000);
    expect(again.changes['7:excursion:70']).toEqual({ when: { date: '2026-06-14', time: '10:00' } });
    expect(withChanges(again, [trip()], 1, 4000).changes).toEqual({});
    expect(
      withChanges(acknowledged(again, '7:excursion:70'), [trip({ time: '12:00' })], 1, 5000).changes,
    ).toEqual({});
  });

  it('says a moved meeting point, but not one that appears where there was none', () => {
    const nowhere = saved([trip({ meetingPoint: null })]);
    expect(withChanges(nowhere, [trip()], 1, 2000).changes).toEqual({});
    const moved = withChanges(
      saved([trip()]),
      [
        trip({
          meetingPoint: {
            text: 'У Троицкого собора',
            address: 'г. Псков, Кремль, 4',
            latitude: null,
            longitude: null,
          },
        }),
      ],
      1,
      2000,
    );
    expect(moved.changes['7:excursion:70']).toEqual({
      place: 'У памятника княгине Ольге, г. Псков, Кремль, 4',
    });
  });

  it('takes nothing from another user’s copy', () => {
    const theirs = withChanges(undefined, [trip({ time: '09:00' })], 2, 1000);
    expect(withChanges(theirs, [trip()], 1, 2000)).toEqual({
      userId: 1,
      savedAt: 2000,
      trips: [trip()],
      changes: {},
    });
  });
});
