import { proxy } from 'valtio';
import { hasSignedInCookie, SIGNED_IN_COOKIE } from '@common/signed-in-cookie';

/**
 * Whether someone is signed in (docs/product.md#signing-in). The tokens themselves live in HttpOnly
 * cookies that only the server reads (server/session/): the page knows just the server's readable
 * marker, and what this tab's sign-in and sign-out did.
 *
 * Only the browser fills it: the server renders no one's session.
 */
export const sessionState = proxy<{ signedIn: boolean }>({ signedIn: false });

export const isSignedIn = (state: { signedIn: boolean }): boolean => state.signedIn;

/** Why a session ended: the visitor's 'Выйти', or a session the backend no longer takes. */
export type SessionEndReason = 'signed-out' | 'expired';

export type SessionEvent =
  | { type: 'started' }
  | { type: 'ended'; reason: SessionEndReason }
  /** A sign-in was tried, whatever came of it: the cart is fetched again (docs/product.md#cart-updates). */
  | { type: 'attempted' };
type SessionListener = (event: SessionEvent) => void;
const listeners = new Set<SessionListener>();

/** Hears this tab's sign-ins, attempts and sign-outs (other tabs' changes only update the state). */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Tells the site's other tabs whether someone is signed in now (their view of the cookies may lag a
// moment behind; the message carries nothing else).
const CHANNEL = 'storefront-session';
let channel: BroadcastChannel | null = null;

const markerSaysSignedIn = (): boolean => hasSignedInCookie(document.cookie);

/**
 * Signing out takes the marker away at once, offline too (the tokens are the server's to clear: it
 * does so on the sign-out call, or on the next call that comes without the marker).
 */
function forgetMarker(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

function follow(signedIn: boolean): void {
  if (sessionState.signedIn !== signedIn) sessionState.signedIn = signedIn;
}

function announce(signedIn: boolean): void {
  follow(signedIn);
  channel?.postMessage(signedIn);
}

/** A sign-in succeeded: the server has set the cookies. */
export function startSession(): void {
  announce(true);
  for (const listener of listeners) listener({ type: 'started' });
}

/** Any sign-in attempt has ended, with or without a session. */
export function signInAttempted(): void {
  for (const listener of listeners) listener({ type: 'attempted' });
}

/** The session is over (docs/product.md#signing-out: logout, or a refresh the backend refused; the server cleared the cookies). */
export function endSession(reason: SessionEndReason): void {
  if (!sessionState.signedIn) return;
  forgetMarker();
  announce(false);
  for (const listener of listeners) listener({ type: 'ended', reason });
}

/**
 * An authenticated call was refused: if the server has ended the session (the marker is gone),
 * so does the page. True when the session is still there (the server renewed it: worth a retry).
 */
export function callRefused(): boolean {
  if (markerSaysSignedIn()) return true;
  endSession('expired');
  return false;
}

/**
 * Starts the browser's session from the marker, then keeps it in step with other tabs (a sign-in
 * or sign-out in one shows in all) and with cookies that changed while the tab slept.
 */
export function installSession(): void {
  follow(markerSaysSignedIn());
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<boolean>) => follow(event.data === true);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') follow(markerSaysSignedIn());
  });
}
