import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  availableExcursionEvent,
  availableTourEvent,
  bearer,
  cleanTempDirs,
  DEMO,
  expectContract,
  lastMail,
  login,
  makeApp,
  notifyPayment,
  orderOneExcursion,
  resultsOf,
} from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
  cleanTempDirs();
});
afterEach(() => {
  vi.useRealTimers();
});

const newSession = async () => {
  const response = await app.inject({ url: '/api/user/session/' });
  expect(response.headers['set-cookie']).toMatch(/sessionid=/);
  return (expectContract(response, 'getSession') as { sessionid: string }).sessionid;
};
const cartOf = async (sessionid: string) =>
  expectContract(await app.inject({ url: `/api/cart/?sessionid=${sessionid}` }), 'getCart') as {
    sessionid: string;
    count: number;
    total: number;
    excursions: { items: Array<{ id: number; total: number }> };
    tours: { items: Array<{ id: number }> };
  };
/** Puts an excursion's or a tour's event in the session's cart. */
const addToCart = (sessionid: string, kind: 'excursion' | 'tour', payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/cart/${kind}/?sessionid=${sessionid}`, payload });
const placeOrder = (sessionid: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/cart/order/?sessionid=${sessionid}`, payload });

/** Who travels: a tour needs everyone's name. */
const participants = [
  { last_name: 'Смирнова', first_name: 'Анна', birth_date: '1990-06-15' },
  { last_name: 'Смирнов', first_name: 'Глеб', patronymic: ' ' },
];

const customer = {
  last_name: 'Смирнова',
  first_name: 'Анна',
  email: DEMO.email,
  phone: '+7 (911) 350-12-34',
  participants,
};

describe('cart', () => {
  it('adds excursion and tour events with tourists per category, deletes by ids and returns the whole cart', async () => {
    const sessionid = await newSession();
    expect((await cartOf(sessionid)).count).toBe(0);

    const event = await availableExcursionEvent(app, 3);
    const added = await addToCart(sessionid, 'excursion', {
      event_id: event.id,
      tourists: { vzroslyi: 2, rebenok: 1 },
    });
    const part = expectContract(added, 'addExcursionToCart') as {
      items: Array<{ tourists: Array<{ count: number; price: number; total: number }>; total: number }>;
    };
    expect(part.items).toHaveLength(1);
    const lines = part.items[0]!.tourists;
    expect(lines.map((line) => line.count)).toEqual([2, 1]);
    expect(part.items[0]!.total).toBe(lines.reduce((sum, line) => sum + line.total, 0));

    // The same event again replaces its counts rather than adding a second item.
    const again = await addToCart(sessionid, 'excursion', { event_id: event.id, tourists: { pensioner: 1 } });
    expect(again.json<{ items: unknown[] }>().items).toHaveLength(1);

    const tour = await availableTourEvent(app);
    const tourPart = await addToCart(sessionid, 'tour', {
      event_id: tour.id,
      tourists: { vzroslyi: 1, student: 1 },
    });
    expectContract(tourPart, 'addTourToCart');

    const cart = await cartOf(sessionid);
    expect(cart.count).toBe(2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/cart/?sessionid=${sessionid}&tours=${cart.tours.items[0]!.id},999999`,
    });
    const after = expectContract(deleted, 'deleteCartItems') as {
      count: number;
      tours: { items: unknown[] };
    };
    expect(after.count).toBe(1);
    expect(after.tours.items).toHaveLength(0);
  });

  it('refuses impossible items with per-field details', async () => {
    const sessionid = await newSession();
    const cases: Array<[unknown, string]> = [
      [{ event_id: 99999999, tourists: { vzroslyi: 1 } }, 'event_id'],
      [{ event_id: 1, tourists: {} }, 'tourists'],
      [{ event_id: 1, tourists: { vzroslyi: -1 } }, 'tourists.vzroslyi'],
      [{ event_id: '1', tourists: { vzroslyi: 1 } }, 'event_id'],
      [{ tourists: { vzroslyi: 1 } }, 'event_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await addToCart(sessionid, 'excursion', payload as object);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        Object.keys((expectContract(response, 'addExcursionToCart') as { details: object }).details),
      ).toContain(field);
    }
    const tooMany = await availableExcursionEvent(app, 1);
    const full = await addToCart(sessionid, 'excursion', {
      event_id: tooMany.id,
      tourists: { vzroslyi: tooMany.places_left + 1 > 50 ? 50 : tooMany.places_left + 1 },
    });
    expect(full.statusCode).toBe(400);
  });

  it('gives an unknown, malformed or expired session a new empty cart, never a 500', async () => {
    const unknown = await cartOf('0123456789abcdef0123456789abcdef');
    expect(unknown).toMatchObject({ sessionid: '0123456789abcdef0123456789abcdef', count: 0 });
    const malformed = await cartOf('../../etc/passwd');
    expect(malformed.sessionid).toMatch(/^[0-9a-f]{32}$/);
    expect(malformed.count).toBe(0);
    const missing = expectContract(await app.inject({ url: '/api/cart/' }), 'getCart') as {
      sessionid: string;
    };
    expect(missing.sessionid).toMatch(/^[0-9a-f]{32}$/);

    const sessionid = await newSession();
    const event = await availableExcursionEvent(app);
    await addToCart(sessionid, 'excursion', { event_id: event.id, tourists: { vzroslyi: 1 } });
    expect((await cartOf(sessionid)).count).toBe(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await cartOf(sessionid)).count).toBe(0);
    vi.useRealTimers();

    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/cart/excursion/?sessionid=not%20a%20key',
      payload: { event_id: 1, tourists: { vzroslyi: 1 } },
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'addExcursionToCart');
  });

  it('orders a tour only with the names of all who travel, and keeps them with the order', async () => {
    const sessionid = await newSession();
    const tour = await availableTourEvent(app);
    await addToCart(sessionid, 'tour', { event_id: tour.id, tourists: { vzroslyi: 2 } });
    const unnamed = await placeOrder(sessionid, { ...customer, participants: participants.slice(0, 1) });
    expect(unnamed.statusCode).toBe(400);
    expect(expectContract(unnamed, 'createOrder')).toEqual({
      details: { participants: ['Укажите имена всех участников тура: 2.'] },
    });
    const blank = await placeOrder(sessionid, {
      ...customer,
      participants: [participants[0], { last_name: ' ', first_name: 'Глеб' }],
    });
    expect(blank.statusCode).toBe(400);
    const ordered = await placeOrder(sessionid, customer);
    expect(ordered.statusCode).toBe(201);
    expect(expectContract(ordered, 'createOrder')).toMatchObject({
      participants: [
        { last_name: 'Смирнова', first_name: 'Анна', birth_date: '1990-06-15' },
        { last_name: 'Смирнов', first_name: 'Глеб' },
      ],
    });
  });

  it('orders the cart for a logged-in user: places taken, cart emptied, order in history, letter sent', async () => {
    const tokens = await login(app);
    const sessionid = await newSession();
    const event = await availableExcursionEvent(app, 2);
    await addToCart(sessionid, 'excursion', { event_id: event.id, tourists: { vzroslyi: 2 } });
    const expectedTotal = (await cartOf(sessionid)).total;

    const empty = await app.inject({
      method: 'POST',
      url: `/api/cart/order/?sessionid=${await newSession()}`,
      payload: customer,
    });
    expect(empty.statusCode).toBe(400);
    expectContract(empty, 'createOrder');

    const ordered = await app.inject({
      method: 'POST',
      url: `/api/cart/order/?sessionid=${sessionid}`,
      payload: customer,
      headers: bearer(tokens.access),
    });
    expect(ordered.statusCode).toBe(201);
    const order = expectContract(ordered, 'createOrder') as {
      id: number;
      total: number;
      status: string;
      number: string;
    };
    expect(order).toMatchObject({ total: expectedTotal, status: 'new' });
    expect((await cartOf(sessionid)).count).toBe(0);

    const detail = await app.inject({ url: `/api/catalog/excursions/${'pskovskij-kreml'}/` });
    expect(detail.statusCode).toBe(200);
    const excursions = resultsOf<{ events: Array<{ id: number; places_left: number }> }>(
      await app.inject({ url: '/api/excursions/?page_size=100' }),
    );
    const after = excursions.flatMap((card) => card.events).find((candidate) => candidate.id === event.id);
    expect(after?.places_left ?? 0).toBe(event.places_left - 2);

    const history = (
      await app.inject({ url: '/api/order/history/list/?completed=false', headers: bearer(tokens.access) })
    ).json<{
      results: Array<{ id: number }>;
    }>();
    expect(history.results.map((row) => row.id)).toContain(order.id);
    // The order keeps where the excursion meets and how long it lasts: the trip card shows them.
    const [item] = (
      await app.inject({ url: `/api/order/history/${order.id}/`, headers: bearer(tokens.access) })
    ).json<{
      items: Array<{ meeting_point: Record<string, unknown> | null; duration_minutes: number | null }>;
    }>().items;
    expect(item?.meeting_point?.text).toMatch(/\S/);
    expect(item?.meeting_point?.address).toMatch(/\S/);
    expect(typeof item?.meeting_point?.latitude).toBe('number');
    expect(typeof item?.meeting_point?.longitude).toBe('number');
    expect(item?.duration_minutes).toBeGreaterThan(0);
    const letter = await lastMail(app, DEMO.email);
    expect(letter.subject).toContain(order.number);
    // Written for a mail app: an absolute link, dates and sums as the site writes them.
    expect(letter.body).toMatch(new RegExp(`https?://[^\\s/]+/payment/${order.id}/`));
    expect(letter.body).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(letter.body).toMatch(/Сумма заказа: [\d\s\u00a0]+,\d{2}\s₽/);
    expect(letter.body).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    const badToken = await app.inject({
      method: 'POST',
      url: `/api/cart/order/?sessionid=${sessionid}`,
      payload: customer,
      headers: bearer('garbage'),
    });
    expect(badToken.statusCode).toBe(401);
  });
});

describe('payment', () => {
  async function anonymousOrder(): Promise<{ id: number; token: string }> {
    const sessionid = await newSession();
    const tour = await availableTourEvent(app);
    await addToCart(sessionid, 'tour', { event_id: tour.id, tourists: { vzroslyi: 1 } });
    const response = await placeOrder(sessionid, customer);
    const order = expectContract(response, 'createOrder') as { id: number; payment_token: string };
    return { id: order.id, token: order.payment_token };
  }
  const cost = async ({ id, token }: { id: number; token: string }) =>
    expectContract(
      await app.inject({ url: `/api/payment/cost_selection/${id}/?token=${token}` }),
      'getCostSelection',
    ) as {
      status: string;
      total: number;
      paid: number;
      to_pay: number;
      options: Array<{ type_payment: string; amount: number }>;
    };
  const create = ({ id, token }: { id: number; token: string }, type: string) =>
    app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/create/${id}/?type_payment=${type}&token=${token}`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
  const callback = (paymentId: string, event: 'payment.succeeded' | 'payment.canceled') =>
    notifyPayment(app, paymentId, event);

  it('pays a prepayment then the rest; the callback is idempotent and the order status follows', async () => {
    const order = await anonymousOrder();
    const choice = await cost(order);
    expect(choice.options.map((option) => option.type_payment)).toEqual(['full', 'prepayment']);

    const created = expectContract(await create(order, 'prepayment'), 'createYookassaPayment') as {
      payment_id: string;
      confirmation_url: string;
      amount: number;
    };
    const page = await app.inject({ url: created.confirmation_url });
    expect(page.statusCode).toBe(200);
    // Back to the shop with the order's key: the payment page opens for whoever paid.
    expect(page.body).toContain(
      `/payment/${order.id}/?payment_id=${created.payment_id}&token=${order.token}`,
    );

    const paid = await callback(created.payment_id, 'payment.succeeded');
    expect(expectContract(paid, 'yookassaCallback')).toMatchObject({
      status: 'succeeded',
      order_status: 'prepaid',
    });
    const again = await callback(created.payment_id, 'payment.succeeded');
    expect(again.json()).toEqual(paid.json());
    expect((await cost(order)).paid).toBe(created.amount);
    const contrary = await callback(created.payment_id, 'payment.canceled');
    expect(contrary.statusCode).toBe(409);
    expectContract(contrary, 'yookassaCallback');

    const afterPrepay = await cost(order);
    expect(afterPrepay.options.map((option) => option.type_payment)).toEqual(['full']);
    expect((await create(order, 'prepayment')).statusCode).toBe(400);
    const rest = (await create(order, 'full')).json<{ payment_id: string; amount: number }>();
    expect(rest.amount).toBe(afterPrepay.to_pay);
    expect((await callback(rest.payment_id, 'payment.succeeded')).json()).toMatchObject({
      order_status: 'paid',
    });
    expect(await cost(order)).toMatchObject({ status: 'paid', to_pay: 0, options: [] });
  });

  it('cancels a payment: the order shows payment_canceled and can be paid again', async () => {
    const order = await anonymousOrder();
    const created = (await create(order, 'full')).json<{ payment_id: string }>();
    expect((await callback(created.payment_id, 'payment.canceled')).json()).toMatchObject({
      status: 'canceled',
      order_status: 'payment_canceled',
    });
    expect((await callback(created.payment_id, 'payment.canceled')).statusCode).toBe(200);
    expect((await cost(order)).status).toBe('payment_canceled');
    const retry = (await create(order, 'full')).json<{ payment_id: string }>();
    expect((await callback(retry.payment_id, 'payment.succeeded')).json()).toMatchObject({
      order_status: 'paid',
    });
  });

  it('rejects unknown payments and orders, bad types, and other users’ orders', async () => {
    const badEvent = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/callback/?payment_id=ffff&event=payment.refunded&signature=${'0'.repeat(64)}`,
    });
    expect(badEvent.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/payment/cost_selection/999999/' })).statusCode).toBe(404);
    const order = await anonymousOrder();
    const badType = await create(order, 'bitcoin');
    expect(badType.statusCode).toBe(400);
    expectContract(badType, 'createYookassaPayment');
    expect((await app.inject({ url: '/api/payment/yookassa/checkout/nope/' })).statusCode).toBe(404);

    // Анна's seeded orders are hers only.
    const anna = await login(app);
    const history = (
      await app.inject({ url: '/api/order/history/list/', headers: bearer(anna.access) })
    ).json<{ results: Array<{ id: number }> }>();
    const own = history.results[0]!.id;
    expect((await app.inject({ url: `/api/payment/cost_selection/${own}/` })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: `/api/payment/cost_selection/${own}/`, headers: bearer(anna.access) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('order history over time', () => {
  it('moves a paid order to the completed tab once its last day has passed', async () => {
    const tokens = await login(app);
    const order = (await orderOneExcursion(app, { buyer: customer, headers: bearer(tokens.access) })).json<{
      id: number;
    }>();
    const payment = (
      await app.inject({
        method: 'POST',
        url: `/api/payment/yookassa/create/${order.id}/?type_payment=full`,
        headers: bearer(tokens.access),
      })
    ).json<{ payment_id: string }>();
    await notifyPayment(app, payment.payment_id, 'payment.succeeded');
    const tab = async (completed: boolean) =>
      (
        await app.inject({
          url: `/api/order/history/list/?completed=${completed}&page_size=100`,
          headers: bearer(tokens.access),
        })
      )
        .json<{ results: Array<{ id: number; status: string }> }>()
        .results.map((row) => row.id);
    expect(await tab(false)).toContain(order.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 90 * 86_400_000);
    const fresh = await login(app);
    const completed = (
      await app.inject({
        url: '/api/order/history/list/?completed=true&page_size=100',
        headers: bearer(fresh.access),
      })
    ).json<{
      results: Array<{ id: number; status: string }>;
    }>();
    expect(completed.results.find((row) => row.id === order.id)?.status).toBe('completed');
  });
});
