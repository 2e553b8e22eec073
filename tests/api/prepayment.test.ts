import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../../server/api/contract/types.ts';
import { addDays } from '../../server/api/lib/time.ts';
import {
  ANONYMOUS_BUYER,
  DEMO,
  bearer,
  expectContract,
  fileDemoApp,
  lastMail,
  login,
  notifyPayment,
  orderOneExcursion,
  orderOneTour,
} from './helpers.ts';

// Money as promised (decision 038): a prepayment is 30 % of the tours only, the rest of the order is
// paid in full with it, and what it leaves is due 3 days before the first tour; tours meet at a
// time and place, and the demo's seeded orders sit on real departures.

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

type Order = Schemas['Order'];

const costSelection = async (order: Order) =>
  expectContract(
    await app.inject({ url: `/api/payment/cost_selection/${order.id}/?token=${order.payment_token}` }),
    'getCostSelection',
  ) as Schemas['CostSelection'];

const pay = (order: Order, type: 'full' | 'prepayment') =>
  app.inject({
    method: 'POST',
    url: `/api/payment/yookassa/create/${order.id}/?type_payment=${type}&token=${order.payment_token}`,
  });

describe('prepayment', () => {
  it('takes 30 % of the tours and the rest of the order in full, and says what is left and by when', async () => {
    const order = expectContract(await orderOneTour(app, { excursion: true }), 'createOrder') as Order;
    const tour = order.items.find((item) => item.type === 'tour')!;
    const excursion = order.items.find((item) => item.type === 'excursion')!;
    const selection = await costSelection(order);
    const prepayment = selection.options.find((option) => option.type_payment === 'prepayment');
    const expected = Math.ceil(tour.total * 0.3) + excursion.total;
    expect(prepayment).toEqual({
      type_payment: 'prepayment',
      title: 'Предоплата 30%',
      amount: expected,
      percent: 30,
      applies_to: ['tour'],
      rest: order.total - expected,
      rest_due: addDays(tour.date_start, -3),
    });
    expect(selection.pay_until).toBeUndefined();

    const payment = (await pay(order, 'prepayment')).json<{ payment_id: string; amount: number }>();
    expect(payment.amount).toBe(expected);
    expect((await notifyPayment(app, payment.payment_id, 'payment.succeeded')).statusCode).toBe(200);
    const after = await costSelection(order);
    expect(after).toMatchObject({
      status: 'prepaid',
      paid: expected,
      to_pay: order.total - expected,
      pay_until: addDays(tour.date_start, -3),
    });
    expect(after.options.map((option) => option.type_payment)).toEqual(['full']);
    expect((await lastMail(app, ANONYMOUS_BUYER.email)).body).toContain(
      `до ${addDays(tour.date_start, -3).split('-').reverse().join('.')}`,
    );
  });

  it('is not offered for an order without tours: excursions are paid in full', async () => {
    const order = expectContract(await orderOneExcursion(app), 'createOrder') as Order;
    const selection = await costSelection(order);
    expect(selection.options.map((option) => option.type_payment)).toEqual(['full']);
    const refused = await pay(order, 'prepayment');
    expect(refused.statusCode).toBe(400);
  });
});

describe('tour meetings', () => {
  it('a tour says when and where its group meets, and its order, letter and trip keep it', async () => {
    const detail = expectContract(
      await app.inject({ url: '/api/catalog/tours/vyhodnogo-dnya/pskov-izborsk-pechory-2-dnya/' }),
      'getCatalogTour',
    ) as Schemas['TourDetail'];
    expect(detail.events.every((event) => event.time === '09:00')).toBe(true);
    expect(detail.meeting_point).toMatchObject({
      text: 'Железнодорожный вокзал Пскова, у главного входа',
      address: 'Псков, ул. Вокзальная, 40',
    });
    const order = expectContract(await orderOneTour(app), 'createOrder') as Order;
    const [item] = order.items;
    expect(item?.time).toMatch(/^\d{2}:\d{2}$/);
    expect(item?.meeting_point?.text).toMatch(/\S/);
    const letter = (await lastMail(app, ANONYMOUS_BUYER.email)).body;
    expect(letter).toContain(`сбор в ${item!.time}`);
    expect(letter).toContain(`Место встречи: ${item!.meeting_point!.text}`);
    expect(letter).toContain('Туристы: Взрослый × 1');
    expect(letter).toMatch(/Места держим до \d{2}:\d{2} \d{2}\.\d{2}\.\d{4}/);
    expect(letter).toContain('Условия отмены: ');
  });
});

describe('the demo seed', () => {
  it('puts the prepaid weekend tour on one of its departures, the rest due before it', async () => {
    const tokens = await login(app, DEMO);
    const active = (
      await app.inject({ url: '/api/order/history/list/?completed=false', headers: bearer(tokens.access) })
    ).json<{ results: Order[] }>().results;
    const prepaid = active.find((order) => order.status === 'prepaid')!;
    const [item] = prepaid.items;
    const detail = (
      await app.inject({ url: `/api/catalog/tours/${item!.url.replace(/^\/tours\//, '')}` })
    ).json<Schemas['TourDetail']>();
    const departure = detail.events.find((event) => event.date_start === item!.date_start);
    expect(departure?.date_end).toBe(item!.date_end);
    expect(new Date(`${item!.date_start}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(prepaid.pay_until).toBe(addDays(item!.date_start, -3));
    expect(prepaid.paid).toBe(Math.ceil(prepaid.total * 0.3));
    expect(item?.time).toBe(departure?.time);
  });
});
