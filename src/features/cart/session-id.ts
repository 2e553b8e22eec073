/** Spec §3: the cart's session id is kept in a cookie named `sessionid`. */
const COOKIE = 'sessionid';
/** As long as the demo backend keeps an untouched cart. */
const SESSION_COOKIE_MAX_AGE_S = 30 * 86_400;

export function readSessionId(cookies: string = document.cookie): string | null {
  const match = /(?:^|;\s*)sessionid=([0-9a-f]{32})(?:;|$)/.exec(cookies);
  return match?.[1] ?? null;
}

export function writeSessionId(id: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${id}; Path=/; SameSite=Lax; Max-Age=${SESSION_COOKIE_MAX_AGE_S}${secure}`;
}
