import { ApiError } from '@/shared/api/error';
import { refreshAccessToken } from '@/shared/api/auth/refresh-token';
import { verifyToken } from '@/shared/api/auth/verify-token';
import { backendNowS } from './backend-clock';
import { refreshAheadSeconds, tokenExpiresAt } from './jwt-expiry';
import { adoptSession, endSession, readSessionCookies, renewSession, sessionState } from './session-state';
import { singleFlight } from './single-flight';

/** One refresh at a time across the site's tabs, so a backend that rotates never sees one twice. */
const REFRESH_LOCK = 'storefront-token-refresh';

/** A token near its end (by the backend's clock) is refreshed rather than sent: the call may take a while. */
const fresh = (token: string | null): token is string => {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - backendNowS() > refreshAheadSeconds(token);
};

/** The backend said no to the token (as opposed to not answering). */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
  }
  return task();
}

/**
 * A new access token, one refresh for every caller at once (in this tab by a shared promise, across
 * tabs by a Web Lock; a tab that waited finds the other tab's new token and uses it). A
 * refresh token the backend refuses ends the session; no answer at all rejects (the call fails as
 * offline and the session stays).
 */
const refresh = singleFlight(async (): Promise<string | null> => {
  const stale = sessionState.accessToken;
  return withRefreshLock(async () => {
    // Another tab may have refreshed while this one waited: its token came by message or is in
    // the cookies (only a fresher one is taken: this tab's view of the cookies may lag behind).
    if (sessionState.accessToken !== stale && fresh(sessionState.accessToken))
      return sessionState.accessToken;
    const cookies = readSessionCookies();
    if (cookies.access !== stale && fresh(cookies.access)) {
      adoptSession(cookies);
      return cookies.access;
    }
    const refreshToken = sessionState.refreshToken;
    if (!refreshToken) {
      endSession('expired');
      return null;
    }
    try {
      const answer = await refreshAccessToken(refreshToken);
      renewSession(answer.access, answer.refresh);
      return answer.access;
    } catch (error) {
      if (!refused(error)) throw error;
      endSession('expired');
      return null;
    }
  });
});

/** Access tokens the backend confirmed in this page's life: each is verified once (spec §4). */
const verified = new Set<string>();
const verifying = new Map<string, Promise<boolean>>();

function verifyOnce(token: string): Promise<boolean> {
  if (verified.has(token)) return Promise.resolve(true);
  let pending = verifying.get(token);
  if (!pending) {
    pending = verifyToken(token).then(
      () => {
        verified.add(token);
        return true;
      },
      (error: unknown) => {
        // No answer: the call goes out with the token and fails or succeeds on its own.
        if (!refused(error)) return true;
        return false;
      },
    );
    pending.finally(() => verifying.delete(token)).catch(() => undefined);
    verifying.set(token, pending);
  }
  return pending;
}

/**
 * The token for an authenticated call (spec §4): none when signed out; else verified once, and
 * refreshed when it is about to expire or the backend does not take it.
 */
export async function getAccessToken(): Promise<string | null> {
  const token = sessionState.accessToken;
  if (!token) return null;
  if (fresh(token) && (await verifyOnce(token))) return token;
  return refresh();
}

/** A call with `token` was answered 401: refresh once (unless another call already did) and retry. */
export async function tokenRejected(token: string): Promise<string | null> {
  verified.delete(token);
  if (sessionState.accessToken && sessionState.accessToken !== token) return sessionState.accessToken;
  if (!sessionState.accessToken) return null;
  return refresh();
}
