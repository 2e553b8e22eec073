import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@common/signed-in-cookie.ts';
import type { TokenPair } from './token-keeper.ts';

/** Where the server keeps the visitor's tokens (docs/product.md#tokens): HttpOnly, out of reach of page scripts. */
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';
/** How long the browser keeps the pair: a week. */
const TOKEN_COOKIE_MAX_AGE_S = 604_800;

/**
 * The cookies that make a request one visitor's: the token pair, the marker, and a backend's own
 * session (`sessionid`: Django's, and the demo cart's).
 */
const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_COOKIE, 'sessionid'];

/** Whether the request comes with a session: what is answered to it is that visitor's. */
export const carriesSession = (request: FastifyRequest): boolean =>
  SESSION_COOKIES.some((name) => Boolean(request.cookies[name]));

/** The pair the visitor's cookies hold, if any. */
export function readTokens(request: FastifyRequest): { access: string | null; refresh: string | null } {
  const cookies = request.cookies;
  return { access: cookies[ACCESS_COOKIE] || null, refresh: cookies[REFRESH_COOKIE] || null };
}

const options = (request: FastifyRequest, httpOnly: boolean) =>
  ({
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly,
    maxAge: TOKEN_COOKIE_MAX_AGE_S,
  }) as const;

/**
 * Stores the pair with the lifetime of docs/product.md#tokens, and the readable marker that tells the page someone is
 * signed in (it holds nothing secret).
 */
export function setTokens(request: FastifyRequest, reply: FastifyReply, pair: TokenPair): void {
  reply.setCookie(ACCESS_COOKIE, pair.access, options(request, true));
  reply.setCookie(REFRESH_COOKIE, pair.refresh, options(request, true));
  reply.setCookie(SIGNED_IN_COOKIE, '1', options(request, false));
}

export function clearTokens(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, httpOnly] of [
    [ACCESS_COOKIE, true],
    [REFRESH_COOKIE, true],
    [SIGNED_IN_COOKIE, false],
  ] as const) {
    reply.clearCookie(name, { ...options(request, httpOnly), maxAge: undefined });
  }
}
