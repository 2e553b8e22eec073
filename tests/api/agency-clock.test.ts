import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTempDirs, expectContract, makeApp, resultsOf } from './helpers.ts';

// The agency's clock (Europe/Moscow, UTC+3) decides what is sold: a departure whose start has
// passed is never offered, added or ordered, whatever the server's own time zone.

interface Event {
  id: number;
  date: string;
  time: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app.close();
  cleanTempDirs();
});

/** The instant a Moscow date and time fall on. */
const moscow = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

async function excursionEvents(date: string): Promise<Event[]> {
  const cards = resultsOf<{ events: Event[] }>(
    await app.inject(`/api/excursions/?date_from=${date}&date_to=${date}&page_size=100`),
  );
  return cards.flatMap((card) => card.events);
}

async function newSession(): Promise<string> {
  return (await app.inject('/api/user/session/')).json<{ sessionid: string }>().sessionid;
}

const addExcursion = (sessionid: string, eventId: number) =>
  app.inject({
    method: 'PATCH',
    url: `/api/cart/excursion/?sessionid=${sessionid}`,
    payload: { event_id: eventId, tourists: { vzroslyi: 1 } },
  });

const order = (sessionid: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cart/order/?sessionid=${sessionid}`,
    payload: {
      last_name: 'Соколова',
      first_name: 'Ольга',
      email: 'sokolova@example.com',
      phone: '+79215550101',
      personal_data_consent: true,
    },
  });

describe('a departure that has left', () => {
  it('is offered until its minute, then neither listed, added nor ordered', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const [event] = await excursionEvents(tomorrow);
    expect(event, `an excursion on ${tomorrow}`).toBeDefined();
    const { id, date, time } = event!;

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moscow(date, time).getTime() - 60_000));
    expect((await excursionEvents(date)).map((candidate) => candidate.id)).toContain(id);
    const sessionid = await newSession();
    expect((await addExcursion(sessionid, id)).statusCode).toBe(200);

    vi.setSystemTime(moscow(date, time));
    expect((await excursionEvents(date)).map((candidate) => candidate.id)).not.toContain(id);
    const late = await addExcursion(await newSession(), id);
    expect(late.statusCode).toBe(400);
    expect(expectContract(late, 'addExcursionToCart')).toEqual({
      details: { event_id: ['Эта поездка уже отправилась: выберите другую дату.'] },
    });
    // Still in the cart it was put in, and shown there; but it cannot be ordered.
    const cart = (await app.inject(`/api/cart/?sessionid=${sessionid}`)).json<{
      excursions: { items: Array<{ event_id: number }> };
    }>();
    expect(cart.excursions.items.map((item) => item.event_id)).toContain(id);
    const refused = await order(sessionid);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(expectContract(refused, 'createOrder'))).toMatch(
      /уже отправилась: удалите её из корзины/,
    );
  });

  it('counts the day in Moscow: at 21:00 UTC the agency’s next day has begun', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    vi.setSystemTime(new Date(`${day}T21:00:00Z`));
    const configs = await app.inject('/api/excursions/?page_size=1');
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const events = resultsOf<{ events: Event[] }>(configs).flatMap((card) => card.events);
    expect(events.every((event) => event.date >= next)).toBe(true);
  });

  it('a tour is sold until the day before it leaves', async () => {
    const groups = resultsOf<{
      tours: Array<{ url: string; events: Array<{ id: number; date_start: string }> }>;
    }>(await app.inject('/api/catalog/group_tours/?page_size=100'));
    const tour = groups.flatMap((group) => group.tours).find((candidate) => candidate.events.length > 0)!;
    const event = tour.events[0]!;
    const path = tour.url.replace(/^\/tours\//, '');
    const listed = async () =>
      (await app.inject(`/api/catalog/tours/${path}`)).json<{ events: Array<{ id: number }> }>();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(moscow(event.date_start, '00:00').getTime() - 60_000));
    expect((await listed()).events.map((candidate) => candidate.id)).toContain(event.id);
    vi.setSystemTime(moscow(event.date_start, '00:00'));
    expect((await listed()).events.map((candidate) => candidate.id)).not.toContain(event.id);
    const late = await app.inject({
      method: 'PATCH',
      url: `/api/cart/tour/?sessionid=${await newSession()}`,
      payload: { event_id: event.id, tourists: { vzroslyi: 1 } },
    });
    expect(late.statusCode).toBe(400);
  });
});
