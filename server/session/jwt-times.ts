/**
 * When a JWT was issued and when it expires (`iat`, `exp`, seconds since the epoch), read without
 * checking its signature: only the backend can tell a valid token, this only tells when asking it
 * is pointless. Null where the token cannot be read or lacks the claim.
 */
export function tokenTimes(token: string): { issuedAt: number | null; expiresAt: number | null } {
  const payload = token.split('.')[1];
  if (!payload) return { issuedAt: null, expiresAt: null };
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    return { issuedAt: seconds(claims.iat), expiresAt: seconds(claims.exp) };
  } catch {
    return { issuedAt: null, expiresAt: null };
  }
}

export const tokenExpiresAt = (token: string): number | null => tokenTimes(token).expiresAt;

/** The most a token is refreshed ahead of its end: a call may take a while on a slow network. */
const MAX_REFRESH_AHEAD_S = 60;
/**
 * The least, for tokens short enough that a tenth is less: a call sent with a token that ends
 * while it waits for a loaded backend is refused (401), and the tourist would be signed out.
 */
const MIN_REFRESH_AHEAD_S = 3;

/**
 * How long before its end a token is refreshed rather than sent: a tenth of its real lifetime,
 * at least 3 seconds (at most half the lifetime) and at most a minute. A backend that issues
 * one-minute tokens then gets them back for 54 seconds, not never; five-second ones for 2.5.
 */
export function refreshAheadSeconds(token: string): number {
  const { issuedAt, expiresAt } = tokenTimes(token);
  if (issuedAt === null || expiresAt === null || expiresAt <= issuedAt) return MAX_REFRESH_AHEAD_S;
  const lifetime = expiresAt - issuedAt;
  return Math.min(MAX_REFRESH_AHEAD_S, Math.max(lifetime / 10, Math.min(MIN_REFRESH_AHEAD_S, lifetime / 2)));
}

/**
 * How far the backend's clock is ahead of this server's, in seconds, read from a token it has just
 * issued (`iat` is its "now"). A clock that is off would else take every token for expired, or for
 * fresh long after its end. simplejwt writes `iat` in whole seconds, cut down: its "now" was up to
 * a second later than that, and the later end is taken, so a token is refreshed up to a second
 * early rather than sent up to a second after its end.
 */
export function clockSkewSeconds(freshToken: string, nowS: number): number {
  const { issuedAt } = tokenTimes(freshToken);
  if (issuedAt === null) return 0;
  return (Number.isInteger(issuedAt) ? issuedAt + 1 : issuedAt) - nowS;
}
