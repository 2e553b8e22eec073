import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NO_BODY, requestErrors } from '../../contract/field-errors.ts';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { HttpError, throttled } from '../../errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { verifySignIn } from '../../lib/passwords.ts';
import { BAD_TOKEN } from '../../plugins/auth.ts';
import { inWords, PASSWORD_TRIES_PER_ACCOUNT, PASSWORD_TRIES_PER_ADDRESS } from './limits.ts';

/** A wrong password and an unknown e-mail alike: whether an account exists is nobody's business. */
const LOGIN_FAILED = 'Неверный e-mail или пароль.';

/** An optional body may be left out, but a JSON `null` is no body (its schema check sees both as null). */
const notNull = async (request: FastifyRequest): Promise<void> => {
  if (request.body === null) throw requestErrors([NO_BODY]);
};

/** `/api/auth/…` of simplejwt: a token pair for a password, checking and refreshing tokens, signing out. */
export const tokenRoutes: FastifyPluginAsync = async (app) => {
  const { users } = app.repositories;
  const { auth } = app;
  const triesByAccount = new AttemptLimiter(PASSWORD_TRIES_PER_ACCOUNT);
  const triesByAddress = new AttemptLimiter(PASSWORD_TRIES_PER_ADDRESS);
  const tooManyTries = (seconds: number) =>
    throttled(`Слишком много попыток входа. Повторите через ${inWords(seconds)}.`, seconds);

  app.post<Call<'obtainToken'>>('/token/', contract('obtainToken'), async (request) => {
    const { body } = request;
    const account = `account:${body.username.trim().toLowerCase()}`;
    const byAccount = triesByAccount.attempt([account]);
    if (!byAccount.allowed) throw tooManyTries(byAccount.retryAfterSeconds);
    const byAddress = triesByAddress.attempt([request.ip]);
    if (!byAddress.allowed) {
      byAccount.refund();
      throw tooManyTries(byAddress.retryAfterSeconds);
    }
    // Known or not, the e-mail costs one hash: the timing does not tell which accounts exist.
    const user = users.byEmail(body.username.trim());
    if (!(await verifySignIn(body.password, user?.password_hash))) {
      throw new HttpError(401, { detail: LOGIN_FAILED, details: { errors: [LOGIN_FAILED] } });
    }
    triesByAccount.forget(account);
    byAddress.refund();
    return auth.issuePair(user!.id);
  });

  app.post<Call<'verifyToken'>>('/token/verify/', contract('verifyToken'), async (request) => {
    if (!auth.check(request.body.token)) throw BAD_TOKEN();
    return {};
  });

  app.post<Call<'refreshToken'>>('/token/refresh/', contract('refreshToken'), async (request) => {
    const access = auth.newAccess(request.body.refresh);
    if (!access) throw BAD_TOKEN();
    return { access };
  });

  // The body is optional: without a refresh token to revoke, the access token's user is signed out everywhere.
  // The access token presented with it is refused from now on, until it expires.
  app.post<Call<'logout'>>('/logout/', { ...contract('logout'), preValidation: notNull }, async (request) => {
    const presented = auth.presentedAccess(request);
    const refresh = request.body?.refresh;
    if (refresh) {
      auth.revoke(refresh);
    } else {
      // Logging out never fails: an expired or bad access token just has nothing to revoke.
      let userId: number | null = null;
      try {
        userId = auth.userId(request, false);
      } catch {
        userId = null;
      }
      if (userId !== null) auth.revokeUser(userId);
    }
    if (presented) auth.denyAccess(presented);
    return {};
  });
};
