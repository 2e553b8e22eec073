import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { callInProcess } from '../in-process.ts';
import { resolvePushKeys } from './push-keys.ts';
import { PUSH_EVENTS_PATH, registerPushRoutes, signTripEvent } from './push-routes.ts';
import { RedisPushStore, SqlitePushStore } from './push-store.ts';
import type { TripEvent } from './trip-messages.ts';

/** How the demo backend tells the storefront of a trip event: as the agency's backend would, signed. */
export type TellTripEvent = (event: TripEvent) => Promise<void>;

/**
 * Web Push for changed trips (docs/decisions/047): the keys, the store of subscriptions (Redis
 * with several replicas, a SQLite file beside the demo's data otherwise) and the routes. Answers
 * how the demo backend in this process sends its events, when it runs.
 */
export function registerPush(app: FastifyInstance, config: ServerConfig): TellTripEvent | undefined {
  const demo = !config.apiUrl;
  const { vapid, webhookSecret } = resolvePushKeys({
    vapid: config.vapid,
    webhookSecret: config.pushWebhookSecret,
    demo,
    databasePath: config.databasePath,
    origin: config.publicOrigins[0] ?? `http://${config.host}`,
  });
  const store = config.redisUrl
    ? new RedisPushStore(config.redisUrl)
    : new SqlitePushStore(join(dirname(config.databasePath), 'push.sqlite'));
  app.addHook('onClose', () => store.close());
  registerPushRoutes(app, { store, vapid, webhookSecret, extraServices: config.pushServiceOrigins });
  if (!demo || !webhookSecret) return undefined;
  const secret = webhookSecret;
  return async (event) => {
    const body = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const answer = await callInProcess(app, {
      method: 'POST',
      url: PUSH_EVENTS_PATH,
      headers: {
        'content-type': 'application/json',
        'x-push-timestamp': String(timestamp),
        'x-push-signature': signTripEvent(secret, timestamp, body),
      },
      payload: body,
    });
    if (answer.statusCode !== 200)
      app.log.warn({ status: answer.statusCode }, 'the storefront refused a trip event');
  };
}
