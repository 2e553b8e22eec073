import type { FastifyBaseLogger } from 'fastify';
import type { VapidKeys } from '../config.ts';
import { paymentHref } from '@common/payment-link';
import type { PushOwner, PushStore, StoredSubscription } from './push-store.ts';
import { tripDelivery, tripPage, type TripEvent } from './trip-messages.ts';

/** How long a push service may take to take a message. */
const SEND_TIMEOUT_MS = 10_000;

/** Whom an event concerns: the account that placed the order, and the order itself (a guest's device). */
export const ownersOf = (event: TripEvent): PushOwner[] => [
  ...(event.order.user_id !== null ? [`user:${event.order.user_id}` as const] : []),
  `order:${event.order.id}`,
];

/** Where a device's notification opens: a guest's order opens by its own link, an account's trip on 'Мои поездки'. */
const opens = (subscription: StoredSubscription, event: TripEvent) =>
  subscription.orderToken
    ? `${subscription.origin}${paymentHref(event.order.id, { token: subscription.orderToken })}`
    : tripPage(subscription.origin, event);

/**
 * Sends one event to every device of its owners, once per event id. A push service that says the
 * subscription is gone (404, 410) has it removed; any other failure is logged and the others go on.
 * Answers how many pushes a service took.
 */
export async function sendTripEvent(
  event: TripEvent,
  {
    store,
    vapid,
    log,
    now = Date.now,
  }: { store: PushStore; vapid: VapidKeys; log: FastifyBaseLogger; now?: () => number },
): Promise<number> {
  if (!(await store.firstTime(event.id))) return 0;
  const subscriptions = await store.ofOwners(ownersOf(event));
  if (subscriptions.length === 0) return 0;
  // Loaded with the first push, not at start.
  const { default: webPush, WebPushError } = await import('web-push');
  const sent = await Promise.all(
    subscriptions.map(async (subscription) => {
      const delivery = tripDelivery(event, opens(subscription, event), now());
      if (!delivery) return false;
      try {
        await webPush.sendNotification(
          { endpoint: subscription.endpoint, keys: subscription.keys },
          JSON.stringify(delivery.message),
          {
            vapidDetails: vapid,
            TTL: delivery.ttl,
            urgency: delivery.urgency,
            timeout: SEND_TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
          },
        );
        return true;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await store.remove(subscription.endpoint);
          return false;
        }
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        log.warn(
          { status, endpoint: new URL(subscription.endpoint).host, err: error },
          'a push service refused a push',
        );
        return false;
      }
    }),
  );
  return sent.filter(Boolean).length;
}
