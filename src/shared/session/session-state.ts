import { proxy } from 'valtio';
import { measureClock } from './backend-clock';
import { readTokenCookies, tokenCookieStrings, type TokenPair } from './token-cookies';

/**
 * The signed-in session of spec §3 (`access_token`, `refresh_token`), kept in step with its cookies
 * and with the site's other tabs. Signed in means an access token is present (spec §4).
 *
 * Only the browser fills it: the server renders no one's session (it is a module-level store, one
 * for the whole process there).
 */
export const sessionState = proxy<{ accessToken: string | null; refreshToken: string | null }>({
  accessToken: null,
  refreshToken: null,
});

export const isSignedIn = (state: { accessToken: string | null }): boolean => state.accessToken !== null;

/** Why a session ended: the visitor's 'Выйти', or a refresh token the backend no longer takes. */
export type SessionEndReason = 'signed-out' | 'expired';

export type SessionEvent =
  | { type: 'started' }
  | { type: 'ended'; reason: SessionEndReason }
  /** A sign-in was tried, whatever came of it: the cart is fetched again (spec §4). */
  | { type: 'attempted' };
type SessionListener = (event: SessionEvent) => void;
const listeners = new Set<SessionListener>();

/** Hears this tab's sign-ins, attempts and sign-outs (other tabs' changes only reload the store). */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const CHANNEL = 'storefront-session';
let channel: BroadcastChannel | null = null;

function writeCookies(tokens: TokenPair): void {
  const secure = location.protocol === 'https:';
  for (const cookie of tokenCookieStrings(tokens, secure)) document.cookie = cookie;
}

/** Takes a pair another tab wrote (by message, or found in the cookies) without writing it again. */
export function adoptSession({ access, refresh }: TokenPair): void {
  if (sessionState.accessToken !== access) sessionState.accessToken = access;
  if (sessionState.refreshToken !== refresh) sessionState.refreshToken = refresh;
}

/** The tokens the cookies hold now. */
export const readSessionCookies = (): TokenPair => readTokenCookies(document.cookie);

/** Reads the tokens from the cookies: at start, and when the tab comes back to view. */
export function loadSessionFromCookies(): void {
  adoptSession(readSessionCookies());
}

function store(tokens: TokenPair): void {
  writeCookies(tokens);
  sessionState.accessToken = tokens.access;
  sessionState.refreshToken = tokens.refresh;
  // The pair travels in the message: another tab's view of the cookies may lag a moment behind.
  channel?.postMessage(tokens);
}

/** A sign-in succeeded: keep the pair. */
export function startSession(access: string, refresh: string): void {
  measureClock(access);
  store({ access, refresh });
  for (const listener of listeners) listener({ type: 'started' });
}

/** A refresh brought a new access token (and, from a backend that rotates them, a new refresh token). */
export function renewSession(access: string, refresh?: string): void {
  measureClock(access);
  store({ access, refresh: refresh ?? sessionState.refreshToken });
}

/** Any sign-in attempt has ended, with or without a session. */
export function signInAttempted(): void {
  for (const listener of listeners) listener({ type: 'attempted' });
}

/** Forget both tokens (spec §4: logout, or a failed refresh). */
export function endSession(reason: SessionEndReason): void {
  if (sessionState.accessToken === null && sessionState.refreshToken === null) return;
  store({ access: null, refresh: null });
  for (const listener of listeners) listener({ type: 'ended', reason });
}

/**
 * Starts the browser's session: tokens from the cookies, then kept in step with other tabs (a
 * sign-in or sign-out in one shows in all) and with cookies changed while the tab slept.
 */
export function installSession(): void {
  loadSessionFromCookies();
  if ('BroadcastChannel' in window) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<TokenPair>) => adoptSession(event.data);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') loadSessionFromCookies();
  });
}
