import { TOKEN_COOKIE_MAX_AGE_S } from '@/shared/config/constants';

/** The cookies the tokens live in (spec §3, §4): path `/`, a week, sent on same-site navigations. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

export interface TokenPair {
  access: string | null;
  refresh: string | null;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value === '' ? null : value;
    }
  }
  return null;
}

/** The tokens a `Cookie` header or `document.cookie` holds. */
export function readTokenCookies(cookies: string): TokenPair {
  return {
    access: cookieValue(cookies, ACCESS_TOKEN_COOKIE),
    refresh: cookieValue(cookies, REFRESH_TOKEN_COOKIE),
  };
}

/** Whether a `Cookie` header says someone is signed in (an access token is present, spec §4). */
export const hasAccessTokenCookie = (cookies: string): boolean =>
  cookieValue(cookies, ACCESS_TOKEN_COOKIE) !== null;

/** `document.cookie` assignments that store the pair, or remove a token that is null. */
export function tokenCookieStrings(tokens: TokenPair, secure: boolean): string[] {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  const cookie = (name: string, value: string | null) =>
    value === null
      ? `${name}=${attributes}; Max-Age=0`
      : `${name}=${encodeURIComponent(value)}${attributes}; Max-Age=${TOKEN_COOKIE_MAX_AGE_S}`;
  return [cookie(ACCESS_TOKEN_COOKIE, tokens.access), cookie(REFRESH_TOKEN_COOKIE, tokens.refresh)];
}
