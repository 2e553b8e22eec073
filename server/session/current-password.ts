import type { FastifyBaseLogger } from 'fastify';
import { CURRENT_PASSWORD_MISSING, CURRENT_PASSWORD_WRONG } from '@common/current-password.ts';

const CURRENT_USER = '/api/user/';
const SIGN_IN = '/api/auth/token/';
const SIGN_OUT = '/api/auth/logout/';

/** What one of the gateway's own calls to the backend answered: null body when it was not JSON. */
export interface BackendAnswer {
  status: number;
  body: unknown;
  retryAfter: string | undefined;
}

/**
 * A call of the gateway's own to the backend, made for the visitor's request (under its id, from its
 * address, so the backend's per-address limits count the visitor), with `access` as its token.
 */
export type VisitorCall = (
  method: 'GET' | 'POST',
  path: string,
  options?: { access?: string; body?: Record<string, unknown> },
) => Promise<BackendAnswer>;

export type CurrentPasswordCheck =
  | { kind: 'right' }
  /** Said at the field (400): none was given, or the backend did not take it. */
  | { kind: 'refused'; message: string }
  /** The backend's own answer, passed on: its 429 (too many tries), a session it refused, its failure. */
  | { kind: 'answer'; answer: BackendAnswer }
  /** The backend answered what no contract backend answers (a user without an e-mail). */
  | { kind: 'failed' };

/**
 * Whether `token` is a simplejwt access token (its `token_type` claim, read without checking the
 * signature): a user's own token, as opposed to a restore letter's, which is not a JWT.
 */
export function isAccessToken(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return false;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
    return (
      typeof claims === 'object' &&
      claims !== null &&
      (claims as Record<string, unknown>).token_type === 'access'
    );
  } catch {
    return false;
  }
}

/**
 * The current password of the user whose access token is `access`, checked the only way a
 * simplejwt backend offers: the user's e-mail from `GET /api/user/`, then a sign-in with it. The
 * sign-in is the backend's own, so a wrong password counts in the same per-account and
 * per-address limits as one typed at 'Войти', and past a few the backend's 429 is the answer. The
 * pair a right one brings is signed out at once (its refresh token revoked, its access token
 * presented with it): the check leaves no session behind (decision 048).
 */
export async function checkCurrentPassword(
  call: VisitorCall,
  access: string,
  current: unknown,
  log: FastifyBaseLogger,
): Promise<CurrentPasswordCheck> {
  if (typeof current !== 'string' || current === '')
    return { kind: 'refused', message: CURRENT_PASSWORD_MISSING };
  const user = await call('GET', CURRENT_USER, { access });
  if (user.status !== 200) return { kind: 'answer', answer: user };
  const email = (user.body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string' || email === '') return { kind: 'failed' };
  const signIn = await call('POST', SIGN_IN, { body: { username: email, password: current } });
  // simplejwt's 401 for a wrong password, a 400 for one it would not even read (over its length).
  if (signIn.status === 401 || signIn.status === 400)
    return { kind: 'refused', message: CURRENT_PASSWORD_WRONG };
  if (signIn.status !== 200) return { kind: 'answer', answer: signIn };
  await signOutPair(call, signIn.body, log);
  return { kind: 'right' };
}

/**
 * The check's own pair, signed out: nobody but this function ever held it. A sign-out that fails is
 * logged, and the change goes on: the change revokes every refresh token of the user anyway.
 */
async function signOutPair(call: VisitorCall, pair: unknown, log: FastifyBaseLogger): Promise<void> {
  const { access, refresh } = (pair ?? {}) as { access?: unknown; refresh?: unknown };
  if (typeof refresh !== 'string') return;
  try {
    const answer = await call('POST', SIGN_OUT, {
      body: { refresh },
      ...(typeof access === 'string' ? { access } : {}),
    });
    if (answer.status >= 300) throw new Error(`it answered ${answer.status}`);
  } catch (error) {
    log.warn({ err: error }, 'the current password check could not sign its own pair out');
  }
}
