/// <reference lib="WebWorker" />
import {
  notificationTarget,
  parsePushMessage,
  TRIPS_PAGE,
  type PushMessage,
} from '@common/push/push-message';
import { TRIPS_CHANNEL, type TripPushedMessage } from '@common/worker-contract';
import { correctSavedTrip } from './pushed-trips';

declare const self: ServiceWorkerGlobalScope;

/** Said when a push carries nothing readable: a push is never silent (Safari revokes a site's that are). */
const FALLBACK: PushMessage['notification'] = {
  title: 'Псков Тур',
  body: 'В ваших поездках есть изменения.',
  navigate: TRIPS_PAGE,
  tag: 'trips',
  lang: 'ru',
  dir: 'ltr',
  silent: false,
};

function readMessage(event: PushEvent): PushMessage | null {
  try {
    return parsePushMessage(event.data?.json());
  } catch {
    return null;
  }
}

/**
 * A trip changed (docs/decisions/047): the notification is shown, one per trip (its tag), the
 * device's copy of the trip corrected before the tourist opens anything, open pages told, and the
 * app's icon badged where the platform has badges.
 */
async function onPush(event: PushEvent): Promise<void> {
  const message = readMessage(event);
  const notification = message?.notification ?? FALLBACK;
  const shown = self.registration.showNotification(notification.title, {
    body: notification.body,
    tag: notification.tag,
    lang: notification.lang,
    dir: notification.dir,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { navigate: notification.navigate },
  });
  const trip = message?.trip;
  const corrected = trip ? correctSavedTrip(trip).catch(() => false) : Promise.resolve(false);
  const badged =
    'setAppBadge' in navigator
      ? navigator.setAppBadge(Number(notification.app_badge ?? 1)).catch(() => undefined)
      : undefined;
  await Promise.all([shown, corrected, badged]);
  if (trip && (await corrected)) {
    const channel = new BroadcastChannel(TRIPS_CHANNEL);
    channel.postMessage({ type: 'trip-pushed', key: trip.key } satisfies TripPushedMessage);
    channel.close();
  }
}

/** Opens the trip: in a window of the app already open (focused, brought there), or a new one. */
async function onNotificationClick(event: NotificationEvent): Promise<void> {
  event.notification.close();
  // Only this site's pages open from a notification.
  const url = notificationTarget(
    (event.notification.data as { navigate?: unknown } | null)?.navigate,
    self.location.origin,
  );
  if ('clearAppBadge' in navigator) await navigator.clearAppBadge().catch(() => undefined);
  // A window this worker controls (only those can be sent elsewhere).
  const [open] = await self.clients.matchAll({ type: 'window' });
  if (open) {
    try {
      // To the trip first (no user activation needed), then to the front.
      const navigated = (await open.navigate(url)) ?? open;
      await navigated.focus().catch(() => undefined);
      return;
    } catch {
      // It went away meanwhile: a new window instead.
    }
  }
  await self.clients.openWindow(url);
}

export function handlePushes(): void {
  self.addEventListener('push', (event) => event.waitUntil(onPush(event)));
  self.addEventListener('notificationclick', (event) => event.waitUntil(onNotificationClick(event)));
}
