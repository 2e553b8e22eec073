import { mkdtempSync, rmSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@contract/schema.gen';
import type { PushMessage } from '@common/push/push-message';
import { signTripEvent } from '../../server/push/push-routes.ts';
import {
  makePushCertificate,
  startFakePushService,
  type FakePushService,
} from '../e2e/support/fake-push-service.ts';
import { notifyPayment, orderOneExcursion } from '../api/helpers.ts';
import { buildTestApp } from './helpers.ts';

/**
 * Web Push for changed trips (docs/decisions/047), through the server as it runs: a signed-in
 * tourist's subscription, the demo backend moving a departure, the storefront's signed webhook, the
 * `web-push` library and a push service that checks VAPID and decrypts what it got.
 */

type Order = components['schemas']['Order'];
const DEMO = { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' };
const ORIGIN = 'http://localhost';
const SECRET = 'a-webhook-secret-for-the-push-tests-0123456789';

let dir: string;
let service: FakePushService;
let app: FastifyInstance;
let previousCa: typeof globalAgent.options.ca;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'push-test-'));
  const certificate = makePushCertificate(dir);
  service = await startFakePushService({ certificate });
  // The server sends with Node's default agent: it trusts the test's service here, as
  // NODE_EXTRA_CA_CERTS makes a server process do.
  previousCa = globalAgent.options.ca;
  globalAgent.options.ca = certificate.pem;
  app = await buildTestApp({
    databasePath: join(dir, 'db.sqlite'),
    demoDevTools: true,
    pushServiceOrigins: [service.origin],
  });
});

afterAll(async () => {
  await app.close();
  globalAgent.options.ca = previousCa;
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO });
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const subscribe = (cookie: string | undefined, body: object): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/push/subscriptions/',
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

async function paidExcursion(cookie: string): Promise<{ order: Order; item: Order['items'][number] }> {
  const list = await app.inject({ url: '/api/order/history/list/?completed=false', headers: { cookie } });
  const order = list.json<{ results: Order[] }>().results.find((candidate) => candidate.status === 'paid')!;
  return { order, item: order.items.find((line) => line.type === 'excursion')! };
}

describe('Web Push for a changed trip', () => {
  it('tells a signed-in tourist’s device that the excursion moved, in Russian, opening the trip', async () => {
    const cookie = await signIn();
    const device = service.subscribe();
    expect((await subscribe(cookie, { subscription: device })).statusCode).toBe(201);
    const { order, item } = await paidExcursion(cookie);
    const arrived = service.nextDelivery(device.endpoint);

    const move = await app.inject({
      method: 'POST',
      url: '/api/dev/departures/',
      payload: { order_id: order.id, item_id: item.id, time: '12:00' },
    });
    expect(move.statusCode).toBe(200);

    const push = await arrived;
    const message = JSON.parse(push.payload) as PushMessage;
    expect(message.web_push).toBe(8030);
    expect(message.notification.title).toBe(item.title);
    expect(message.notification.body).toMatch(
      /^Экскурсия перенесена: [а-я]{2} \d\d\.\d\d, 12:00 вместо 10:00$/,
    );
    const key = `${order.id}:excursion:${item.id}`;
    expect(message.notification.tag).toBe(`trip-${key}`);
    const opens = new URL(message.notification.navigate);
    expect(opens.pathname + opens.hash).toBe(`/user/trips/#trip-${key.replaceAll(':', '-')}`);
    expect(message.trip).toMatchObject({ key, time: '12:00', dateStart: item.date_start, canceled: false });
    expect(Buffer.byteLength(push.payload)).toBeLessThan(4096);
    // Kept until the excursion starts, and no longer; not urgent two days ahead.
    expect(push.ttl).toBeGreaterThan(24 * 3600);
    expect(push.ttl).toBeLessThanOrEqual(3 * 24 * 3600);
    expect(push.urgency).toBe('normal');
    expect(push.vapid.aud).toBe(service.origin);

    // The order's history says the same.
    expect((await paidExcursion(cookie)).item.time).toBe('12:00');
  });

  it('removes a subscription its push service says is gone, and one the tourist stops', async () => {
    const cookie = await signIn();
    const gone = service.subscribe();
    const stopped = service.subscribe();
    const kept = service.subscribe();
    for (const device of [gone, stopped, kept])
      expect((await subscribe(cookie, { subscription: device })).statusCode).toBe(201);
    service.expire(gone.endpoint);
    const stop = await app.inject({
      method: 'DELETE',
      url: '/push/subscriptions/',
      headers: { origin: ORIGIN, cookie },
      payload: { endpoint: stopped.endpoint },
    });
    expect(stop.statusCode).toBe(204);

    const { order, item } = await paidExcursion(cookie);
    const move = () =>
      app.inject({
        method: 'POST',
        url: '/api/dev/departures/',
        payload: { order_id: order.id, item_id: item.id, meeting_point: { text: 'У Троицкого собора' } },
      });
    const first = service.nextDelivery(kept.endpoint);
    await move();
    expect(JSON.parse((await first).payload)).toMatchObject({
      notification: { body: 'Новое место сбора: У Троицкого собора (г. Псков, Кремль, 4)' },
    });
    expect(service.refusals().filter((refusal) => refusal.endpoint === gone.endpoint)).toHaveLength(1);
    expect(service.delivered(stopped.endpoint)).toHaveLength(0);

    // The gone one is not asked again.
    const second = service.nextDelivery(kept.endpoint);
    await app.inject({
      method: 'POST',
      url: '/api/dev/departures/',
      payload: { order_id: order.id, item_id: item.id, time: '10:00' },
    });
    await second;
    expect(service.refusals().filter((refusal) => refusal.endpoint === gone.endpoint)).toHaveLength(1);
  });

  it('reminds the evening before with the meeting time and place, kept no longer than the trip', async () => {
    const cookie = await signIn();
    const device = service.subscribe();
    expect((await subscribe(cookie, { subscription: device })).statusCode).toBe(201);
    const { order, item } = await paidExcursion(cookie);
    const tomorrow = new Date(Date.parse(`${item.date_start}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const moved = service.nextDelivery(device.endpoint);
    await app.inject({
      method: 'POST',
      url: '/api/dev/departures/',
      payload: {
        order_id: order.id,
        item_id: item.id,
        date_start: tomorrow,
        time: '10:00',
        meeting_point: { text: 'У Троицкого собора' },
      },
    });
    expect((JSON.parse((await moved).payload) as PushMessage).notification.body).toMatch(
      /^Экскурсия перенесена: [а-я]{2} \d\d\.\d\d, 10:00 вместо [а-я]{2} \d\d\.\d\d, 1\d:00/,
    );

    const reminded = service.nextDelivery(device.endpoint);
    const told = await app.inject({ method: 'POST', url: '/api/dev/reminders/' });
    expect(told.json<{ told: number }>().told).toBeGreaterThanOrEqual(1);
    const push = await reminded;
    expect(JSON.parse(push.payload)).toMatchObject({
      notification: {
        title: `Завтра: ${item.title}`,
        body: 'Сбор в 10:00 по Москве, У Троицкого собора (г. Псков, Кремль, 4)',
      },
    });
    const startsIn = (Date.parse(`${tomorrow}T10:00:00+03:00`) - Date.now()) / 1000;
    expect(push.ttl).toBeLessThanOrEqual(startsIn);
    expect(push.ttl).toBeGreaterThan(startsIn - 60);
  });

  it('tells a guest’s device that the order is paid, opening the order by its own link', async () => {
    const placed = (await orderOneExcursion(app)).json<{
      id: number;
      payment_token: string;
      items: Array<{ title: string }>;
    }>();
    const device = service.subscribe();
    const made = await subscribe(undefined, {
      subscription: device,
      order: { id: placed.id, token: placed.payment_token },
    });
    expect(made.statusCode).toBe(201);
    const payment = await app.inject({
      method: 'POST',
      url: `/api/payment/yookassa/create/${placed.id}/?type_payment=full&token=${placed.payment_token}`,
    });
    const paid = service.nextDelivery(device.endpoint);
    expect(
      (await notifyPayment(app, payment.json<{ payment_id: string }>().payment_id, 'payment.succeeded'))
        .statusCode,
    ).toBe(200);
    const message = JSON.parse((await paid).payload) as PushMessage;
    expect(message.notification.title).toBe(`Оплата получена: ${placed.items[0]!.title}`);
    const opens = new URL(message.notification.navigate);
    expect(opens.pathname + opens.search).toBe(`/payment/${placed.id}/?token=${placed.payment_token}`);
  });

  it('refuses a subscription without an account or order, at another address, or from another site', async () => {
    const device = service.subscribe();
    expect((await subscribe(undefined, { subscription: device })).statusCode).toBe(401);
    const cookie = await signIn();
    const elsewhere = await subscribe(cookie, {
      subscription: { ...device, endpoint: 'https://169.254.169.254/latest/meta-data/' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      details: { subscription: ['Браузер дал адрес подписки, который сайт не принимает.'] },
    });
    const forged = await app.inject({
      method: 'POST',
      url: '/push/subscriptions/',
      headers: { origin: 'https://evil.example', cookie },
      payload: { subscription: device },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      (await subscribe(undefined, { subscription: device, order: { id: 1, token: 'not-its-token' } }))
        .statusCode,
    ).toBe(404);
  });

  it('takes a backend’s event only signed with the secret, within five minutes, and tells it once', async () => {
    const signed = await buildTestApp({
      // Its own folder: the subscriptions file lives beside the database.
      databasePath: join(mkdtempSync(join(dir, 'signed-')), 'db.sqlite'),
      pushWebhookSecret: SECRET,
      pushServiceOrigins: [service.origin],
    });
    try {
      const cookie = (await signed.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO })).cookies
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const device = service.subscribe();
      const made = await signed.inject({
        method: 'POST',
        url: '/push/subscriptions/',
        headers: { origin: ORIGIN, cookie },
        payload: { subscription: device },
      });
      expect(made.statusCode).toBe(201);
      const user = (await signed.inject({ url: '/api/user/', headers: { cookie } })).json<{ id: number }>();
      const event = {
        id: 'backend-event-1',
        type: 'trip_canceled',
        order: { id: 9001, user_id: user.id },
        item: {
          id: 1,
          type: 'excursion',
          title: 'Изборск и Печоры',
          url: '/excursions/x/',
          date_start: '2099-06-01',
          time: '09:30',
          meeting_point: null,
        },
      };
      const body = JSON.stringify(event);
      const now = Math.floor(Date.now() / 1000);
      const call = (timestamp: number, signature: string, payload = body) =>
        signed.inject({
          method: 'POST',
          url: '/push/events/',
          headers: {
            'content-type': 'application/json',
            'x-push-timestamp': String(timestamp),
            'x-push-signature': signature,
          },
          payload,
        });
      expect(
        (await call(now, signTripEvent('another-secret-of-the-same-length-0123456', now, body))).statusCode,
      ).toBe(401);
      expect((await call(now - 600, signTripEvent(SECRET, now - 600, body))).statusCode).toBe(401);
      const wrong = JSON.stringify({ ...event, type: 'trip_moved' });
      const invalid = await call(now, signTripEvent(SECRET, now, wrong), wrong);
      expect(invalid.statusCode).toBe(400);

      const arrived = service.nextDelivery(device.endpoint);
      const told = await call(now, signTripEvent(SECRET, now, body));
      expect(told.json()).toEqual({ sent: 1 });
      expect(JSON.parse((await arrived).payload)).toMatchObject({
        notification: {
          title: 'Экскурсия отменена: Изборск и Печоры',
          body: 'пн 01.06, 09:30. Агентство свяжется с вами.',
        },
        trip: { canceled: true },
      });
      // The backend's retry of the same event is taken and not sent again.
      expect((await call(now, signTripEvent(SECRET, now, body))).json()).toEqual({ sent: 0 });
    } finally {
      await signed.close();
    }
  });
});
