import { isIosSafari, runsInstalled } from '@/shared/pwa/install-prompt';

/**
 * This device's Web Push subscription for changed trips (docs/decisions/047), made and stopped
 * through the storefront's own `/push/` calls (not the backend's API). Loaded when the switch is.
 */

/** Why this browser cannot turn pushes on, or 'ready'. */
export type PushAbility = 'ready' | 'unsupported' | 'ios-home-screen' | 'denied';

const KEY_PATH = '/push/key/';
const SUBSCRIPTIONS_PATH = '/push/subscriptions/';

export function pushAbility(): PushAbility {
  const canPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  // iOS and iPadOS (16.4+) push only to an app started from the home screen.
  const ios =
    isIosSafari(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  if (ios && !runsInstalled()) return 'ios-home-screen';
  if (!canPush) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'ready';
}

/** The subscription this device has, if any (there is none without a worker). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What went wrong, for the switch to say. */
export class PushFailure extends Error {
  constructor(readonly reason: 'denied' | 'offline' | 'refused' | 'no-worker') {
    super(`Push subscription failed: ${reason}`);
    this.name = 'PushFailure';
  }
}

async function send(method: 'POST' | 'DELETE', body: object): Promise<Response> {
  try {
    return await fetch(SUBSCRIPTIONS_PATH, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new PushFailure('offline');
  }
}

/**
 * Asks the browser's permission (only now, on the tourist's tap), subscribes with the server's key
 * and gives the subscription to the server, tied to the account, or to `order` without one.
 */
export async function turnPushesOn(order?: { id: number; token: string }): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushFailure('denied');
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushFailure('no-worker');
  let key: string;
  try {
    const answer = await fetch(KEY_PATH);
    if (!answer.ok) throw new PushFailure('refused');
    key = ((await answer.json()) as { public_key: string }).public_key;
  } catch (error) {
    throw error instanceof PushFailure ? error : new PushFailure('offline');
  }
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: fromBase64Url(key),
  });
  const answer = await send('POST', { subscription: subscription.toJSON(), ...(order ? { order } : {}) });
  if (!answer.ok) {
    await subscription.unsubscribe().catch(() => undefined);
    throw new PushFailure('refused');
  }
}

/** Stops this device's pushes: at the server, then in the browser ('Выйти' does it too). */
export async function turnPushesOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  // The server forgets it even if the browser's unsubscribe fails; offline, the push service's
  // answer to the next push (410) removes it there.
  await send('DELETE', { endpoint: subscription.endpoint }).catch(() => undefined);
  await subscription.unsubscribe();
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
