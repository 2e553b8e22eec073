import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush, { type PushSubscription, type RequestOptions, type WebPushError } from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePushCertificate,
  startFakePushService,
  type FakePushService,
  type PushTestCertificate,
} from '../e2e/support/fake-push-service.ts';

const SUBJECT = 'mailto:ops@example.com';
const vapidKeys = webPush.generateVAPIDKeys();
const vapidDetails = { subject: SUBJECT, ...vapidKeys };

let dir: string;
let certificate: PushTestCertificate;
let service: FakePushService;
let agent: Agent;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fake-push-'));
  certificate = makePushCertificate(dir);
  service = await startFakePushService({ certificate });
  // web-push hands its `agent` option to https.request: the self-signed certificate is trusted there only.
  agent = new Agent({ ca: certificate.pem });
});

afterAll(async () => {
  agent.destroy();
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

function send(subscription: PushSubscription, payload: string, options: RequestOptions = {}) {
  return webPush.sendNotification(subscription, payload, { vapidDetails, TTL: 60, agent, ...options });
}

/** The status web-push's rejection carries. */
async function refusedStatus(sending: Promise<unknown>): Promise<number> {
  const error: unknown = await sending.then(
    () => null,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(webPush.WebPushError);
  return (error as WebPushError).statusCode;
}

/** A request as web-push builds it, to be altered and then sent with `post`. */
function built(subscription: PushSubscription, payload: string) {
  const details = webPush.generateRequestDetails(subscription, payload, { vapidDetails, TTL: 60 });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers))
    if (name !== 'Content-Length') headers[name] = String(value);
  return { headers, body: details.body };
}

function post(endpoint: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const sent = request(endpoint, { method: 'POST', headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const lastRefusal = () => service.refusals().at(-1);

describe('the fake push service', () => {
  it('hands over a payload decrypted, with its TTL, Urgency, Topic and VAPID claims', async () => {
    const subscription = service.subscribe({ applicationServerKey: vapidKeys.publicKey });
    const payload = JSON.stringify({ title: 'Your tour leaves at 9:00', body: 'Café Ürün, gate 3' });

    const result = await send(subscription, payload, { TTL: 3600, urgency: 'high', topic: 'tour-42' });

    expect(result.statusCode).toBe(201);
    const push = await service.nextDelivery(subscription.endpoint);
    expect(push).toMatchObject({
      endpoint: subscription.endpoint,
      location: result.headers.location,
      payload,
      ttl: 3600,
      urgency: 'high',
      topic: 'tour-42',
      vapid: { aud: service.origin, sub: SUBJECT },
    });
    expect(push.location).toMatch(`${service.origin}/message/`);
    expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(service.delivered(subscription.endpoint)).toEqual([push]);
  });

  it('takes the largest payload that fits 4096 bytes, and answers 413 to one byte more', async () => {
    const subscription = service.subscribe();
    // 86 bytes of header, a 16-byte tag and the 1-byte delimiter leave 3993 for the payload.
    await send(subscription, 'x'.repeat(3993));
    expect((await service.nextDelivery(subscription.endpoint)).payload).toHaveLength(3993);
    expect(await refusedStatus(send(subscription, 'x'.repeat(3994)))).toBe(413);
  });

  it('holds messages while offline and hands them over online, dropping those whose TTL ran out', async () => {
    const { endpoint, ...subscription } = service.subscribe();
    service.setOnline(endpoint, false);

    await send({ endpoint, ...subscription }, 'kept', { TTL: 600 });
    await send({ endpoint, ...subscription }, 'only if online now', { TTL: 0 });

    expect(service.held(endpoint).map((push) => push.payload)).toEqual(['kept', 'only if online now']);
    expect(service.delivered(endpoint)).toEqual([]);
    const next = service.nextDelivery(endpoint);
    service.setOnline(endpoint, true);
    expect((await next).payload).toBe('kept');
    expect(service.held(endpoint)).toEqual([]);
    const [dropped, ...more] = service.dropped(endpoint);
    expect(more).toEqual([]);
    expect(dropped?.push).toMatchObject({ payload: 'only if online now', ttl: 0 });
    expect(dropped?.reason).toMatch(/TTL/);
  });

  it('replaces a held message by a newer one on the same Topic', async () => {
    const subscription = service.subscribe();
    service.setOnline(subscription.endpoint, false);
    await send(subscription, 'seat 12A', { topic: 'seat' });
    await send(subscription, 'seat 14C', { topic: 'seat' });
    expect(service.held(subscription.endpoint).map((push) => push.payload)).toEqual(['seat 14C']);
    expect(service.dropped(subscription.endpoint)[0]?.push.payload).toBe('seat 12A');
  });

  it('answers 410 once a subscription has expired, 404 to an endpoint it never made', async () => {
    const subscription = service.subscribe();
    service.expire(subscription.endpoint);
    expect(await refusedStatus(send(subscription, 'hello'))).toBe(410);
    expect(lastRefusal()).toMatchObject({ endpoint: subscription.endpoint, status: 410 });

    const unknown = { ...subscription, endpoint: `${service.origin}/push/nobody` };
    expect(await refusedStatus(send(unknown, 'hello'))).toBe(404);
  });

  it('refuses VAPID with a subject that is no contact (403)', async () => {
    const subscription = service.subscribe();
    const status = await refusedStatus(
      send(subscription, 'hello', { vapidDetails: { ...vapidDetails, subject: 'mailto:' } }),
    );
    expect(status).toBe(403);
    expect(lastRefusal()?.reason).toMatch(/sub/);
  });

  it('refuses VAPID signed for another push service, expired, or by a key the subscription was not made with', async () => {
    const subscription = service.subscribe({ applicationServerKey: vapidKeys.publicKey });
    const { publicKey, privateKey } = vapidKeys;
    const { headers, body } = built(subscription, 'hello');

    const otherAudience = webPush.getVapidHeaders(
      'https://push.example.net',
      SUBJECT,
      publicKey,
      privateKey,
      'aes128gcm',
    );
    expect((await post(subscription.endpoint, { ...headers, ...otherAudience }, body)).status).toBe(403);
    expect(lastRefusal()?.reason).toMatch(/aud/);

    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = webPush.getVapidHeaders(
      service.origin,
      SUBJECT,
      publicKey,
      privateKey,
      'aes128gcm',
      past,
    );
    expect((await post(subscription.endpoint, { ...headers, ...expired }, body)).status).toBe(403);
    expect(lastRefusal()?.reason).toMatch(/exp/);

    const otherKeys = webPush.generateVAPIDKeys();
    const otherSigner = { vapidDetails: { subject: SUBJECT, ...otherKeys } };
    expect(await refusedStatus(send(subscription, 'hello', otherSigner))).toBe(403);
    expect(lastRefusal()?.reason).toMatch(/applicationServerKey/);
  });

  it('refuses a token whose signature does not verify (403) and a request without VAPID (401)', async () => {
    const subscription = service.subscribe();
    const { headers, body } = built(subscription, 'hello');
    const otherKey = webPush.generateVAPIDKeys().publicKey;
    const forged = headers.Authorization!.replace(/k=\S+$/, `k=${otherKey}`);

    expect((await post(subscription.endpoint, { ...headers, Authorization: forged }, body)).status).toBe(403);
    expect(lastRefusal()?.reason).toMatch(/signature/);
    const { Authorization: _, ...anonymous } = headers;
    expect((await post(subscription.endpoint, anonymous, body)).status).toBe(401);
  });

  it('refuses a missing TTL or an unknown Urgency (400)', async () => {
    const subscription = service.subscribe();
    const { headers, body } = built(subscription, 'hello');
    const { TTL: _, ...withoutTtl } = headers;

    expect((await post(subscription.endpoint, withoutTtl, body)).status).toBe(400);
    expect(lastRefusal()?.reason).toMatch(/TTL/);
    expect((await post(subscription.endpoint, { ...headers, Urgency: 'urgent' }, body)).status).toBe(400);
  });

  it('refuses a tampered body (400), another encoding (415) and a body over 4096 bytes (413)', async () => {
    const subscription = service.subscribe();
    const { headers, body } = built(subscription, 'hello');
    const tampered = Buffer.from(body);
    tampered[tampered.length - 1]! ^= 1;

    expect((await post(subscription.endpoint, headers, tampered)).status).toBe(400);
    expect(lastRefusal()?.reason).toMatch(/decrypt/);
    expect(
      (await post(subscription.endpoint, { ...headers, 'Content-Encoding': 'aesgcm' }, body)).status,
    ).toBe(415);
    const oversized = Buffer.concat([body, Buffer.alloc(5000 - body.length)]);
    expect((await post(subscription.endpoint, headers, oversized)).status).toBe(413);
    expect(service.delivered(subscription.endpoint)).toEqual([]);
  });

  it('stops waiting for a delivery on abort, and when closed', async () => {
    const subscription = service.subscribe();
    const controller = new AbortController();
    const aborted = service.nextDelivery(subscription.endpoint, { signal: controller.signal });
    controller.abort(new Error('the test gave up'));
    await expect(aborted).rejects.toThrow('the test gave up');

    const other = await startFakePushService({ certificate });
    const waiting = other.nextDelivery(other.subscribe().endpoint);
    await other.close();
    await expect(waiting).rejects.toThrow(/closed/);
  });
});
