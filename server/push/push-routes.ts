import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VapidKeys } from '../config.ts';
import { callInProcess } from '../in-process.ts';
import { REQUEST_ID_HEADER } from '../request-id.ts';
import { fromThisSite } from '../same-site.ts';
import { isPushService } from './push-services.ts';
import type { PushOwner, PushStore, StoredSubscription } from './push-store.ts';
import { sendTripEvent } from './push-sender.ts';
import type { TripEvent } from './trip-messages.ts';

/** The paths of the storefront's own push calls (not the backend's: outside `/api/`). */
export const PUSH_KEY_PATH = '/push/key/';
export const PUSH_SUBSCRIPTIONS_PATH = '/push/subscriptions/';
export const PUSH_EVENTS_PATH = '/push/events/';

/** A signed event older (or newer) than this is refused: a copy of a call cannot be played again later. */
const SIGNATURE_WINDOW_S = 5 * 60;

export interface PushRoutesOptions {
  store: PushStore;
  vapid: VapidKeys;
  /** What the backend signs its events with; none: the events path is not served (404). */
  webhookSecret: string | undefined;
  /** The push services' origins subscriptions may point at, beside the browsers' own (tests). */
  extraServices: readonly string[];
}

/** `v1=<hex HMAC-SHA256 of "{timestamp}.{body}">`, as the contract's `tripEvent` webhook says. */
export const signTripEvent = (secret: string, timestamp: number, body: string): string =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

function signedAlright(secret: string, request: FastifyRequest, body: string, nowS: number): boolean {
  const timestamp = Number(request.headers['x-push-timestamp']);
  const signature = request.headers['x-push-signature'];
  if (!Number.isInteger(timestamp) || typeof signature !== 'string') return false;
  if (Math.abs(nowS - timestamp) > SIGNATURE_WINDOW_S) return false;
  const expected = Buffer.from(signTripEvent(secret, timestamp, body));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface SubscribeBody {
  subscription?: { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  order?: { id?: unknown; token?: unknown };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const refuse = (reply: FastifyReply, field: string, message: string) =>
  reply.code(400).send({ details: { [field]: [message] } });

/** The server's own call, addressed as the visitor's request was (its cookies then fit it: Secure on https). */
function asTheVisitor(request: FastifyRequest): Record<string, string> {
  const origin = new URL(request.server.publicOrigin.of(request));
  return {
    host: origin.host,
    'x-forwarded-proto': origin.protocol.replace(':', ''),
    [REQUEST_ID_HEADER]: request.id,
  };
}

/**
 * Who the visitor is, asked of the backend with the visitor's own cookies (the session gateway adds
 * and refreshes the token as for any call): a refreshed pair's cookies are passed on to the visitor.
 */
async function signedInUser(request: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  const answer = await callInProcess(request.server, {
    method: 'GET',
    url: '/api/user/',
    headers: { ...asTheVisitor(request), cookie, accept: 'application/json' },
  });
  const cookies = answer.headers['set-cookie'];
  if (cookies) reply.header('set-cookie', cookies);
  if (answer.statusCode !== 200) return null;
  const id = answer.json<{ id?: unknown }>().id;
  return typeof id === 'number' ? id : null;
}

/** Whether an order placed without an account opens with this token (the backend decides). */
async function orderOpens(request: FastifyRequest, id: number, token: string): Promise<boolean> {
  const answer = await callInProcess(request.server, {
    method: 'GET',
    url: `/api/payment/cost_selection/${id}/?token=${encodeURIComponent(token)}`,
    headers: { ...asTheVisitor(request), accept: 'application/json' },
  });
  return answer.statusCode === 200;
}

/**
 * The push calls of the storefront (docs/decisions/047): the key a browser subscribes with, a
 * device's subscription made and removed, and the backend's signed trip events sent on.
 */
export function registerPushRoutes(app: FastifyInstance, options: PushRoutesOptions): void {
  const { store, vapid, webhookSecret, extraServices } = options;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(PUSH_KEY_PATH, async (_request, reply) => noStore(reply).send({ public_key: vapid.publicKey }));

  app.post<{ Body: SubscribeBody }>(PUSH_SUBSCRIPTIONS_PATH, async (request, reply) => {
    noStore(reply);
    if (!fromThisSite(request))
      return reply.code(403).send({ detail: 'Запрос отклонён: он пришёл с другого сайта.' });
    const { subscription, order } = request.body ?? {};
    const endpoint = subscription?.endpoint;
    const { p256dh, auth } = subscription?.keys ?? {};
    if (typeof endpoint !== 'string' || !isPushService(endpoint, extraServices))
      return refuse(reply, 'subscription', 'Браузер дал адрес подписки, который сайт не принимает.');
    if (
      typeof p256dh !== 'string' ||
      typeof auth !== 'string' ||
      !BASE64URL.test(p256dh) ||
      !BASE64URL.test(auth)
    )
      return refuse(reply, 'subscription', 'Браузер дал подписку без ключей.');
    let owner: PushOwner;
    let orderToken: string | undefined;
    const userId = await signedInUser(request, reply);
    if (userId !== null) owner = `user:${userId}`;
    else if (typeof order?.id === 'number' && typeof order.token === 'string' && order.token) {
      if (!(await orderOpens(request, order.id, order.token)))
        return reply.code(404).send({ detail: 'Заказ не найден.' });
      owner = `order:${order.id}`;
      orderToken = order.token;
    } else return reply.code(401).send({ detail: 'Учетные данные не были предоставлены.' });
    const stored: StoredSubscription = {
      endpoint,
      keys: { p256dh, auth },
      owner,
      origin: app.publicOrigin.of(request),
      ...(orderToken ? { orderToken } : {}),
      createdAt: Date.now(),
    };
    await store.save(stored);
    return reply.code(201).send({ subscribed: true });
  });

  // Knowing the endpoint (an unguessable URL only that browser was given) is enough to stop it.
  app.delete<{ Body: { endpoint?: unknown } }>(PUSH_SUBSCRIPTIONS_PATH, async (request, reply) => {
    noStore(reply);
    if (!fromThisSite(request))
      return reply.code(403).send({ detail: 'Запрос отклонён: он пришёл с другого сайта.' });
    const endpoint = request.body?.endpoint;
    if (typeof endpoint !== 'string' || endpoint.length > 2000)
      return refuse(reply, 'endpoint', 'Обязательное поле.');
    await store.remove(endpoint);
    return reply.code(204).send();
  });

  if (!webhookSecret) return;
  // The signature covers the body as sent: it is read as text, then parsed.
  app.register(async (events) => {
    // Its own reading of JSON, here only (the API proxy has one of its own on the app).
    if (events.hasContentTypeParser('application/json')) events.removeContentTypeParser('application/json');
    events.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, text, done) => done(null, text),
    );
    events.post<{ Body: string }>(PUSH_EVENTS_PATH, async (request, reply) => {
      noStore(reply);
      const text = typeof request.body === 'string' ? request.body : '';
      if (!signedAlright(webhookSecret, request, text, Math.floor(Date.now() / 1000)))
        return reply.code(401).send({ detail: 'Подпись события неверна или устарела.' });
      let event: unknown;
      try {
        event = JSON.parse(text);
      } catch {
        return reply.code(400).send({ details: { non_field_errors: ['Некорректный JSON.'] } });
      }
      // The contract's own rules; loaded with the first event, not at start.
      const { valueProblems } = await import('../api/contract/validation.ts');
      const problems = valueProblems('TripEvent', event);
      if (problems.length > 0) return reply.code(400).send({ details: { non_field_errors: problems } });
      const sent = await sendTripEvent(event as TripEvent, { store, vapid, log: request.log });
      return { sent };
    });
  });
}
