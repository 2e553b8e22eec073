import { getSession } from './api/get-session';

/**
 * The cart's session id (docs/product.md#session) is an opaque key: 32 hex digits from the demo backend, Django's
 * own session key from the agency's. The backend also keeps it in its `sessionid` cookie, which
 * Django marks HttpOnly: page scripts can neither read nor write it. So the page keeps its own
 * copy on the device and asks `GET /api/user/session/` only when it has none.
 */
const STORAGE_KEY = 'storefront-session-id';
const SESSION_ID = /^[A-Za-z0-9._:-]{1,200}$/;

/** A cookie the page could read: how earlier versions of the app kept the id. */
function fromCookie(cookies: string): string | null {
  const match = /(?:^|;\s*)sessionid=([^;]*)/.exec(cookies);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function readSessionId(cookies: string = document.cookie): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be disabled: the cookie is the only copy then.
  }
  const id = stored ?? fromCookie(cookies);
  return id && SESSION_ID.test(id) ? id : null;
}

export function writeSessionId(id: string): void {
  if (!SESSION_ID.test(id)) return;
  try {
    if (localStorage.getItem(STORAGE_KEY) !== id) localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Without storage the next visit asks for a session again.
  }
}

let asking: Promise<string> | null = null;

/** The kept session id, or a new one from `GET /api/user/session/` (asked once however many wait). */
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
