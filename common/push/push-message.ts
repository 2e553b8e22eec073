/**
 * A push message as the server sends it and the worker reads it: Safari's declarative Web Push
 * (`web_push: 8030`), which Safari 18.4+ shows without the worker, plus the trip as it is now so
 * the worker can correct the device's copy before the tourist opens the app (docs/decisions/047).
 */
export interface PushMessage {
  web_push: 8030;
  notification: {
    title: string;
    body: string;
    /** Absolute: where a click opens. */
    navigate: string;
    /** One per trip: a second change replaces the first notification. */
    tag: string;
    lang: 'ru';
    dir: 'ltr';
    silent: false;
    app_badge?: string;
  };
  /** Lets the worker (where there is one) handle the message rather than the browser alone. */
  mutable: true;
  trip?: PushedTrip;
}

/** The trip line as it is after the change: what the device's copy is corrected to. */
export interface PushedTrip {
  /** The trip's key on the device (`orderId:type:itemId`, trip.ts). */
  key: string;
  dateStart: string;
  time: string | null;
  meetingPoint: { text: string; address: string; latitude: number | null; longitude: number | null } | null;
  canceled: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The message a push carried, or null for anything else (the worker then shows nothing of it). */
export function parsePushMessage(data: unknown): PushMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<PushMessage>;
  const notification = message.notification;
  if (message.web_push !== 8030 || !notification) return null;
  if (!isText(notification.title) || !isText(notification.navigate) || typeof notification.body !== 'string')
    return null;
  return message as PushMessage;
}

/** The trip card's anchor on 'Мои поездки' (TripCard.tsx writes the same id). */
export const tripAnchor = (key: string): string => `trip-${key.replaceAll(':', '-')}`;

/** Where 'Мои поездки' is: what a notification opens when it says nothing usable. */
export const TRIPS_PAGE = '/user/trips/';

/** What a click on a notification opens: its `navigate` when that is on this site, else the trips. */
export function notificationTarget(navigate: unknown, origin: string): string {
  let target: URL;
  try {
    target = new URL(typeof navigate === 'string' && navigate ? navigate : TRIPS_PAGE, origin);
  } catch {
    target = new URL(TRIPS_PAGE, origin);
  }
  return target.origin === new URL(origin).origin ? target.href : new URL(TRIPS_PAGE, origin).href;
}
