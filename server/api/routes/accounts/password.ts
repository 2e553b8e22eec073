import { transaction } from '../../db/connection.ts';
import type { FastifyPluginAsync } from 'fastify';
import { FIELD_MESSAGES } from '../../contract/document.ts';
import { refusalsOf } from '../../contract/field-errors.ts';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { badRequest, throttled, type FieldErrors } from '../../errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { siteLink } from '../../lib/letters.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/secrets.ts';
import { nowSeconds } from '../../lib/time.ts';
import {
  inWords,
  RESTORE_LIFETIME,
  RESTORE_MAILS_PER_ADDRESS,
  RESTORE_MAILS_PER_EMAIL,
} from '../auth/limits.ts';

const STALE_LINK = 'Ссылка устарела. Запросите восстановление пароля ещё раз.';

/**
 * `/api/accounts/restore` mails a one-time link to set a new password; `/api/accounts/set-password`
 * takes that link's key, or a signed-in user's access token (the password change page).
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const { users, restoreTokens } = app.repositories;
  const { auth } = app;
  const mailsByEmail = new AttemptLimiter(RESTORE_MAILS_PER_EMAIL);
  const mailsByAddress = new AttemptLimiter(RESTORE_MAILS_PER_ADDRESS);
  const tooMany = (seconds: number) =>
    throttled(`Письмо уже отправлено. Повторно запросить можно через ${inWords(seconds)}.`, seconds);

  const RESTORE_SENT =
    'Если этот e-mail зарегистрирован, на него отправлено письмо со ссылкой для смены пароля.';

  app.post<Call<'restorePassword'>>('/restore', contract('restorePassword'), async (request) => {
    const email = request.body.email.trim();
    if (!email) throw badRequest({ email: [FIELD_MESSAGES.required] });
    const user = users.byEmail(email);
    // Known or not, the same answer and the same limits: the form tells nobody who has an account.
    const byEmail = mailsByEmail.attempt([(user?.email ?? email).toLowerCase()]);
    if (!byEmail.allowed) throw tooMany(byEmail.retryAfterSeconds);
    const byAddress = mailsByAddress.attempt([request.ip]);
    if (!byAddress.allowed) {
      byEmail.refund();
      throw tooMany(byAddress.retryAfterSeconds);
    }
    if (!user) return { detail: RESTORE_SENT };
    const token = newToken();
    restoreTokens.add(token, user.id, nowSeconds() + RESTORE_LIFETIME);
    app.mail.send(
      'restore',
      user.email,
      'Восстановление пароля на сайте «Псков Тур»',
      `Чтобы задать новый пароль, перейдите по ссылке:\n${siteLink(request, `/password-recovery/?token=${token}`)}\nСсылка действует 1 час. Если вы не просили сменить пароль, просто проигнорируйте это письмо.`,
    );
    return { detail: RESTORE_SENT };
  });

  /** Whose password `access_token` may set: a live restore link's user, or a signed-in user. */
  function holderOf(accessToken: string, add: (field: string, message: string) => void) {
    const restore = restoreTokens.byToken(accessToken);
    if (restore) {
      if (restore.used_at === null && restore.expires_at > nowSeconds())
        return { userId: restore.user_id, viaRestore: true };
      add('access_token', STALE_LINK);
      return null;
    }
    const claims = auth.check(accessToken);
    if (claims?.token_type === 'access') return { userId: claims.user_id, viaRestore: false };
    add('access_token', 'Недействительный или просроченный токен.');
    return null;
  }

  // The contract's refusals (the password's rules) come to the handler, which adds its own.
  const setPasswordSchema = { ...contract('setPassword'), attachValidation: true };
  app.patch<Call<'setPassword'>>('/set-password', setPasswordSchema, async (request) => {
    const fields: FieldErrors = refusalsOf(request);
    const body = (request.body ?? {}) as Partial<typeof request.body>;
    const add = (field: string, message: string) => (fields[field] ??= []).push(message);
    const holder = typeof body.access_token === 'string' ? holderOf(body.access_token, add) : null;
    if (body.password !== body.confirm_password) add('confirm_password', 'Пароли не совпадают.');
    if (Object.keys(fields).length || holder === null) throw badRequest(fields);
    const { userId, viaRestore } = holder;
    // Nothing refused: the body is the contract's.
    const { password, access_token } = request.body;
    const hash = await hashPassword(password);
    const changed = transaction(app.db, () => {
      // A restore link is spent once, even by two requests that were hashing at the same time.
      if (viaRestore && !restoreTokens.use(access_token, nowSeconds())) return false;
      users.setPasswordHash(userId, hash);
      // Every session of the account ends (its refresh tokens revoked)…
      auth.revokeUser(userId);
      return true;
    })();
    if (!changed) throw badRequest({ access_token: [STALE_LINK] });
    // …but the signed-in one that made the change, which goes on with a new pair.
    if (!viaRestore) return { detail: 'Пароль изменён.', ...auth.issuePair(userId) };
    return { detail: 'Пароль изменён.' };
  });
};
