import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ANONYMOUS_BUYER,
  availableExcursionEvent,
  bearer,
  expectContract,
  fileDemoApp,
  login,
  makeApp,
  notifyPayment,
  orderOneExcursion,
  orderOneTour,
  resultsOf,
} from './helpers.ts';

// Seats and money (decision backend-005): an unpaid order holds its places for 30 minutes, an order
// without an account takes at most 10 places of a departure and an address places only so many of
// them unpaid an hour, an order has one pending payment at most and is never paid twice.

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});
afterEach(() => {
  vi.useRealTimers();
});

type Order = { id: number; payment_token: string | null; hold_until?: string; total: number };

/** The places left of an excursion event, as the catalogue shows them. */
async function placesLeft(eventId: number): Promise<number> {
  const cards = resultsOf<{ events: Array<{ id: number; places_left: number }> }>(
    await app.inject({ url: '/api/excursions/?tourists=1' }),
  );
  const event = cards.flatMap((card) => card.events).find((candidate) => candidate.id === eventId);
  return event!.places_left;
}

/** A new cart session orders `adults` adults of an event: the order's answer. */
async function orderEvent(
  target: FastifyInstance,
  eventId: number,
  adults: number,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sessionid = (await target.inject({ url: '/api/user/session/' })).json<{ sessionid: string }>()
    .sessionid;
  const added = await target.inject({
    method: 'PATCH',
    url: `/api/cart/excursion/?sessionid=${sessionid}`,
    payload: { event_id: eventId, tourists: { vzroslyi: adults } },
  });
  expect(added.statusCode).toBe(200);
  return target.inject({
    method: 'POST',
    url: `/api/cart/order/?sessionid=${sessionid}`,
    payload: ANONYMOUS_BUYER,
    headers,
  });
}

const pay = (order: Order, type: 'full' | 'prepayment' = 'full') =>
  app.inject({
    method: 'POST',
    url: `/api/payment/yookassa/create/${order.id}/?type_payment=${type}&token=${order.payment_token}`,
  });

const costSelection = async (order: Order) =>
  expectContract(
    await app.inject({ url: `/api/payment/cost_selection/${order.id}/?token=${order.payment_token}` }),
    'getCostSelection',
  ) as { status: string; paid: number; to_pay: number; hold_until?: string; options: unknown[] };

describe('seat holds', () => {
  it('an unpaid order without an account gives its places back 30 minutes on, and is canceled', async () => {
    const event = await availableExcursionEvent(app, 5);
    const before = await placesLeft(event.id);
    const placedAt = Date.now();
    const order = expectContract(await orderEvent(app, event.id, 2), 'createOrder') as Order;
    expect(await placesLeft(event.id)).toBe(before - 2);
    const holdUntil = Date.parse(order.hold_until!);
    expect(holdUntil - placedAt).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(holdUntil - placedAt).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect((await costSelection(order)).hold_until).toBe(order.hold_until);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(holdUntil - 60_000);
    expect(await placesLeft(event.id)).toBe(before - 2);
    vi.setSystemTime(holdUntil + 1000);
    expect(await placesLeft(event.id)).toBe(before);
    const expired = await costSelection(order);
    expect(expired).toMatchObject({ status: 'canceled', to_pay: 0, options: [] });
    // The hold is told even when over, so that the page can say it expired.
    expect(expired.hold_until).toBe(order.hold_until);
    const refused = await pay(order);
    expect(refused.statusCode).toBe(400);
    expect(expectContract(refused, 'createYookassaPayment')).toEqual({
      details: { non_field_errors: ['Бронь истекла: места снова в продаже. Оформите заказ заново.'] },
    });
    // A later request gives nothing back twice.
    vi.setSystemTime(holdUntil + 3_600_000);
    expect(await placesLeft(event.id)).toBe(before);
  });

  it('a pending payment expires with the hold and cannot go through after', async () => {
    const order = expectContract(await orderOneExcursion(app), 'createOrder') as Order;
    const payment = (await pay(order)).json<{ payment_id: string }>();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(order.hold_until!) + 1000);
    const late = await notifyPayment(app, payment.payment_id, 'payment.succeeded');
    expect(late.statusCode).toBe(409);
    expect((await costSelection(order)).status).toBe('canceled');
  });

  it('a paid order keeps its places; a signed-in unpaid one holds them as long', async () => {
    const event = await availableExcursionEvent(app, 5);
    const before = await placesLeft(event.id);
    const order = expectContract(await orderEvent(app, event.id, 1), 'createOrder') as Order;
    const payment = (await pay(order)).json<{ payment_id: string }>();
    expect((await notifyPayment(app, payment.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    const paid = await costSelection(order);
    expect(paid.status).toBe('paid');
    expect(paid.hold_until).toBeUndefined();

    const tokens = await login(app);
    const own = expectContract(
      await orderEvent(app, event.id, 1, bearer(tokens.access)),
      'createOrder',
    ) as Order;
    expect(own.hold_until).toEqual(expect.any(String) as unknown);
    expect(await placesLeft(event.id)).toBe(before - 2);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(own.hold_until!) + 1000);
    expect(await placesLeft(event.id)).toBe(before - 1);
    const fresh = await login(app);
    const ownNow = await app.inject({
      url: `/api/payment/cost_selection/${own.id}/`,
      headers: bearer(fresh.access),
    });
    expect((expectContract(ownNow, 'getCostSelection') as { status: string }).status).toBe('canceled');
    expect((await costSelection(order)).status).toBe('paid');
  });
});

describe('SEAT_HOLD_MINUTES', () => {
  it('sets how long the places are held', async () => {
    const short = await makeApp(undefined, { seatHoldMinutes: 5 });
    try {
      const placedAt = Date.now();
      const order = expectContract(await orderOneExcursion(short), 'createOrder') as Order;
      const held = Date.parse(order.hold_until!) - placedAt;
      expect(held).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
      expect(held).toBeLessThanOrEqual(5 * 60_000 + 5000);
    } finally {
      await short.close();
    }
  });
});

describe('an order without an account', () => {
  it('takes at most 10 places of a departure (400 under non_field_errors); with an account more', async () => {
    const event = await availableExcursionEvent(app, 11);
    const refused = await orderEvent(app, event.id, 11);
    expect(refused.statusCode).toBe(400);
    const body = expectContract(refused, 'createOrder') as { details: { non_field_errors: string[] } };
    expect(body.details.non_field_errors[0]).toMatch(
      /^Без входа в личный кабинет можно заказать не больше 10 мест на одну поездку \(«.+»\)\. Войдите или позвоните нам\.$/,
    );
    expect((await orderEvent(app, event.id, 10)).statusCode).toBe(201);
    const tokens = await login(app);
    const another = await availableExcursionEvent(app, 11);
    expect((await orderEvent(app, another.id, 11, bearer(tokens.access))).statusCode).toBe(201);
  });
});

describe('orders per client address (test tools off)', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await makeApp(undefined, { demoDevTools: false });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('5 unpaid orders without an account an hour from one address; the 6th waits (429, Retry-After)', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let index = 0; index < 5; index++)
      expect((await orderOneExcursion(strict, { headers: from('203.0.113.7') })).statusCode).toBe(201);
    const refused = await orderOneExcursion(strict, { headers: from('203.0.113.7') });
    expect(refused.statusCode).toBe(429);
    const body = expectContract(refused, 'createOrder') as { detail: string; retry_after: number };
    expect(body.detail).toMatch(/^Слишком много неоплаченных заказов без входа\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address, or a signed-in buyer, is not held up.
    expect((await orderOneExcursion(strict, { headers: from('203.0.113.8') })).statusCode).toBe(201);
    const tokens = await login(strict);
    expect(
      (await orderOneExcursion(strict, { headers: { ...from('203.0.113.7'), ...bearer(tokens.access) } }))
        .statusCode,
    ).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + Number(refused.headers['retry-after']) * 1000 + 1000);
    expect((await orderOneExcursion(strict, { headers: from('203.0.113.7') })).statusCode).toBe(201);
  });
});

describe('payments', () => {
  it('a paid order refuses another payment', async () => {
    const order = expectContract(await orderOneExcursion(app), 'createOrder') as Order;
    const payment = (await pay(order)).json<{ payment_id: string }>();
    expect((await notifyPayment(app, payment.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    const again = await pay(order);
    expect(again.statusCode).toBe(400);
    expect(expectContract(again, 'createYookassaPayment')).toEqual({
      details: { non_field_errors: ['Заказ уже оплачен.'] },
    });
  });

  it('an order has one pending payment: a new one cancels the earlier, so two never both succeed', async () => {
    const order = expectContract(await orderOneExcursion(app), 'createOrder') as Order;
    const first = (await pay(order)).json<{ payment_id: string }>();
    const second = (await pay(order)).json<{ payment_id: string }>();
    const late = await notifyPayment(app, first.payment_id, 'payment.succeeded');
    expect(late.statusCode).toBe(409);
    expect(expectContract(late, 'yookassaCallback')).toEqual({ detail: 'Платёж уже отменён.' });
    expect((await notifyPayment(app, second.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    const paid = await costSelection(order);
    expect(paid).toMatchObject({ status: 'paid', paid: order.total, to_pay: 0 });
  });

  it('after a prepayment only the rest can be paid, never more than the total', async () => {
    const order = expectContract(await orderOneTour(app), 'createOrder') as Order;
    const prepayment = (await pay(order, 'prepayment')).json<{ payment_id: string; amount: number }>();
    expect((await notifyPayment(app, prepayment.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    expect((await pay(order, 'prepayment')).statusCode).toBe(400);
    const rest = (await pay(order)).json<{ payment_id: string; amount: number }>();
    expect(rest.amount + prepayment.amount).toBe(order.total);
    expect((await notifyPayment(app, rest.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    expect(await costSelection(order)).toMatchObject({ status: 'paid', paid: order.total, to_pay: 0 });
  });
});
