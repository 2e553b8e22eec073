import { getSession } from './api/get-session';

/** Spec §3: the cart's session id is kept in a cookie named `sessionid`. */
const COOKIE = 'sessionid';
/** As long as the demo backend keeps an untouched cart. */
const SESSION_COOKIE_MAX_AGE_S = 30 * 86_400;

export function readSessionId(cookies: string = document.cookie): string | null {
  const match = /(?:^|;\s*)sessionid=([0-9a-f]{32})(?:;|$)/.exec(cookies);
  return match?.[1] ?? null;
}

export function writeSessionId(id: string): void {
  if (readSessionId() === id) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${id}; Path=/; SameSite=Lax; Max-Age=${SESSION_COOKIE_MAX_AGE_S}${secure}`;
}

let asking: Promise<string> | null = null;

/** The cookie's session id, or a new one from `GET /api/user/session/` (asked once however many wait). */
export function ensureSessionId(): Promise<string> {
  const known = readSessionId();
  if (known) return Promise.resolve(known);
  asking ??= getSession()
    .then(({ sessionid }) => {
      writeSessionId(sessionid);
      return sessionid;
    })
    .finally(() => {
      asking = null;
    });
  return asking;
}
