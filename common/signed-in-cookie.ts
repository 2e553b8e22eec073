/**
 * The readable marker the server sets beside the HttpOnly token cookies: the page knows whether
 * someone is signed in, never a token.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

/** Whether a `Cookie` header or `document.cookie` says someone is signed in. */
export const hasSignedInCookie = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
