import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BAD_TOKEN } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { siteLink } from '../lib/letters.ts';
import { parseBody } from '../contract.ts';
import { HttpError, badRequest, throttled, type FieldErrors } from '../errors.ts';
import { AttemptLimiter } from '../lib/attempt-limiter.ts';
import { hashPassword, passwordProblems, verifySignIn } from '../lib/passwords.ts';
import { isEmail, normalisePhone } from '../lib/text.ts';
import { nowIso, nowSeconds } from '../lib/time.ts';
import { serializeUser, type UserRow } from './account.ts';

export const CODE_LIFETIME = 600;
export const CODE_RESEND_AFTER = 60;
export const CODE_MAX_ATTEMPTS = 5;
const RESTORE_LIFETIME = 3600;

const LOGIN_FAILED = 'Не найдено активной учетной записи с указанными данными';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * Guessing is slowed per account and per client address: a few tries are free, then each waits,
 * the wait doubling. A wrong password or code counts; a right one does not.
 */
const PASSWORD_TRIES_PER_ACCOUNT = {
  free: 5,
  firstPauseMs: 30_000,
  maxPauseMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
};
const PASSWORD_TRIES_PER_ADDRESS = {
  free: 10,
  firstPauseMs: 30_000,
  maxPauseMs: 15 * MINUTE,
  forgetAfterMs: HOUR,
};
/** Wrong codes per e-mail, whichever code they were meant for: a new code does not give new guesses. */
const CODE_GUESSES_PER_EMAIL = {
  free: CODE_MAX_ATTEMPTS,
  firstPauseMs: 5 * MINUTE,
  maxPauseMs: HOUR,
  forgetAfterMs: 24 * HOUR,
};
/** Restore letters per e-mail and per client address (each one sent counts). */
const RESTORE_MAILS_PER_EMAIL = { free: 3, firstPauseMs: MINUTE, maxPauseMs: HOUR, forgetAfterMs: HOUR };
const RESTORE_MAILS_PER_ADDRESS = { free: 10, firstPauseMs: MINUTE, maxPauseMs: HOUR, forgetAfterMs: HOUR };

const inWords = (seconds: number) => (seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`);

/** Registration failures list every message in `details.errors` (spec §8) as well as per field. */
function registrationError(fields: FieldErrors): HttpError {
  const errors = Object.values(fields).flat();
  return badRequest({ ...fields, errors });
}

export function authRoutes(app: FastifyInstance, { db, auth, outbox }: Ctx): void {
  const userByEmail = db.prepare('SELECT * FROM user WHERE email = ?');
  const passwordTriesByAccount = new AttemptLimiter(PASSWORD_TRIES_PER_ACCOUNT);
  const passwordTriesByAddress = new AttemptLimiter(PASSWORD_TRIES_PER_ADDRESS);
  const codeGuessesByEmail = new AttemptLimiter(CODE_GUESSES_PER_EMAIL);
  const restoreMailsByEmail = new AttemptLimiter(RESTORE_MAILS_PER_EMAIL);
  const restoreMailsByAddress = new AttemptLimiter(RESTORE_MAILS_PER_ADDRESS);
  const tooManyTries = (seconds: number) =>
    throttled(`Слишком много попыток входа. Повторите через ${inWords(seconds)}.`, seconds);

  app.post('/auth/token/', async (request) => {
    const body = parseBody('TokenObtainRequest', request.body);
    const account = `account:${body.username.trim().toLowerCase()}`;
    const byAccount = passwordTriesByAccount.attempt([account]);
    if (!byAccount.allowed) throw tooManyTries(byAccount.retryAfterSeconds);
    const byAddress = passwordTriesByAddress.attempt([request.ip]);
    if (!byAddress.allowed) {
      byAccount.refund();
      throw tooManyTries(byAddress.retryAfterSeconds);
    }
    // Known or not, the e-mail costs one hash: the timing does not tell which accounts exist.
    const user = userByEmail.get(body.username.trim()) as UserRow | undefined;
    if (!(await verifySignIn(body.password, user?.password_hash))) {
      throw new HttpError(401, { detail: LOGIN_FAILED, details: { errors: [LOGIN_FAILED] } });
    }
    passwordTriesByAccount.forget(account);
    byAddress.refund();
    return auth.issuePair(user!.id);
  });

  app.post('/auth/token/verify/', async (request) => {
    const body = parseBody('TokenVerifyRequest', request.body);
    if (!auth.check(body.token)) throw BAD_TOKEN();
    return {};
  });

  app.post('/auth/token/refresh/', async (request) => {
    const body = parseBody('TokenRefreshRequest', request.body);
    const access = auth.newAccess(body.refresh);
    if (!access) throw BAD_TOKEN();
    return { access };
  });

  const selectCode = db.prepare('SELECT * FROM email_code WHERE email = ?');
  const upsertCode =
    db.prepare(`INSERT INTO email_code (email, code, sent_at, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
    ON CONFLICT (email) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at, expires_at = excluded.expires_at, attempts = 0`);
  const countAttempt = db.prepare('UPDATE email_code SET attempts = attempts + 1 WHERE email = ?');
  const dropCode = db.prepare('DELETE FROM email_code WHERE email = ?');

  app.post('/auth/send_code/email/', async (request) => {
    const body = parseBody('SendCodeRequest', request.body);
    const email = body.email.trim();
    if (!isEmail(email))
      throw badRequest({
        email: ['Введите правильный адрес электронной почты.'],
        errors: ['Введите правильный адрес электронной почты.'],
      });
    const user = userByEmail.get(email) as UserRow | undefined;
    if (!user) {
      const message = 'Пользователь с таким e-mail не найден. Зарегистрируйтесь или проверьте адрес.';
      throw badRequest({ email: [message], errors: [message] });
    }
    const now = nowSeconds();
    const previous = selectCode.get(user.email) as { sent_at: number } | undefined;
    if (previous && now - previous.sent_at < CODE_RESEND_AFTER) {
      const wait = CODE_RESEND_AFTER - (now - previous.sent_at);
      throw throttled(`Повторно запросить код можно через ${wait} с.`, wait);
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    upsertCode.run(user.email, code, now, now + CODE_LIFETIME);
    outbox.send(
      'login_code',
      user.email,
      'Код для входа на сайт «Псков Тур»',
      `Ваш код для входа: ${code}\nКод действует 10 минут. Если вы не запрашивали код, просто проигнорируйте это письмо.`,
    );
    return {
      detail: 'Код отправлен на почту.',
      email: user.email,
      code_length: 4,
      resend_after: CODE_RESEND_AFTER,
      expires_in: CODE_LIFETIME,
    } as const;
  });

  app.post('/auth/token/email/', async (request) => {
    const body = parseBody('EmailTokenRequest', request.body);
    const fail = (message: string) => badRequest({ non_field_errors: [message] });
    const row = selectCode.get(body.email.trim()) as
      { email: string; code: string; expires_at: number; attempts: number } | undefined;
    if (!row) throw fail('Сначала запросите код.');
    if (row.expires_at <= nowSeconds()) {
      dropCode.run(row.email);
      throw fail('Срок действия кода истёк. Запросите новый код.');
    }
    if (row.attempts >= CODE_MAX_ATTEMPTS) throw fail('Превышено число попыток. Запросите новый код.');
    const guess = codeGuessesByEmail.attempt([row.email.toLowerCase()]);
    if (!guess.allowed) {
      throw throttled(
        `Слишком много неверных кодов. Повторите через ${inWords(guess.retryAfterSeconds)}.`,
        guess.retryAfterSeconds,
      );
    }
    if (!/^\d{4}$/.test(body.code) || body.code !== row.code) {
      countAttempt.run(row.email);
      const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
      throw fail(
        left > 0
          ? `Неверный код. Осталось попыток: ${left}.`
          : 'Неверный код. Попытки исчерпаны, запросите новый код.',
      );
    }
    dropCode.run(row.email);
    codeGuessesByEmail.forget(row.email.toLowerCase());
    const user = userByEmail.get(row.email) as UserRow | undefined;
    if (!user) throw fail('Пользователь не найден.');
    return auth.issuePair(user.id);
  });

  app.post('/auth/logout/', async (request) => {
    const body = request.body === undefined ? {} : parseBody('LogoutRequest', request.body);
    if (body.refresh) {
      auth.revoke(body.refresh);
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
    return {};
  });

  const insertUser =
    db.prepare(`INSERT INTO user (email, password_hash, last_name, first_name, patronymic, phone, date_joined)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const selectUser = db.prepare('SELECT * FROM user WHERE id = ?');

  app.post('/accounts/registration/', async (request, reply) => {
    const body = parseBody('RegistrationRequest', request.body);
    const fields: FieldErrors = {};
    const add = (field: string, message: string) => (fields[field] ??= []).push(message);
    for (const field of [
      'last_name',
      'first_name',
      'email',
      'phone',
      'password',
      'password_confirm',
    ] as const) {
      if (!body[field].trim()) add(field, 'Обязательное поле.');
    }
    const email = body.email.trim();
    if (email && !isEmail(email)) add('email', 'Введите правильный адрес электронной почты.');
    const phone = normalisePhone(body.phone);
    if (body.phone.trim() && !phone)
      add('phone', 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.');
    if (body.password) for (const problem of passwordProblems(body.password)) add('password', problem);
    if (body.password !== body.password_confirm) add('password_confirm', 'Пароли не совпадают.');
    const taken = () => add('email', 'Пользователь с таким e-mail уже зарегистрирован.');
    if (email && userByEmail.get(email)) taken();
    if (Object.keys(fields).length) throw registrationError(fields);
    const hash = await hashPassword(body.password);
    // The same e-mail may have registered while the password was hashed.
    if (userByEmail.get(email)) {
      taken();
      throw registrationError(fields);
    }
    const id = Number(
      insertUser.run(
        email,
        hash,
        body.last_name.trim(),
        body.first_name.trim(),
        (body.patronymic ?? '').trim(),
        phone ?? '',
        nowIso(),
      ).lastInsertRowid,
    );
    outbox.send(
      'registration',
      email,
      'Добро пожаловать в «Псков Тур»',
      `${body.first_name.trim()}, вы зарегистрированы на сайте «Псков Тур».\nЛогин: ${email}\nЛичный кабинет: ${siteLink(request, '/user/account/')}`,
    );
    reply.code(201);
    return { user: serializeUser(selectUser.get(id) as UserRow), ...auth.issuePair(id) };
  });

  const insertRestore = db.prepare('INSERT INTO restore_token (token, user_id, expires_at) VALUES (?, ?, ?)');
  app.post('/accounts/restore', async (request) => {
    const body = parseBody('RestoreRequest', request.body);
    const email = body.email.trim();
    if (!email) throw badRequest({ email: ['Обязательное поле.'] });
    if (!isEmail(email)) throw badRequest({ email: ['Введите правильный адрес электронной почты.'] });
    const user = userByEmail.get(email) as UserRow | undefined;
    if (!user) throw badRequest({ email: ['Пользователь с таким e-mail не найден.'] });
    const tooMany = (seconds: number) =>
      throttled(`Письмо уже отправлено. Повторно запросить можно через ${inWords(seconds)}.`, seconds);
    const byEmail = restoreMailsByEmail.attempt([user.email.toLowerCase()]);
    if (!byEmail.allowed) throw tooMany(byEmail.retryAfterSeconds);
    const byAddress = restoreMailsByAddress.attempt([request.ip]);
    if (!byAddress.allowed) {
      byEmail.refund();
      throw tooMany(byAddress.retryAfterSeconds);
    }
    const token = randomBytes(24).toString('base64url');
    insertRestore.run(token, user.id, nowSeconds() + RESTORE_LIFETIME);
    outbox.send(
      'restore',
      user.email,
      'Восстановление пароля на сайте «Псков Тур»',
      `Чтобы задать новый пароль, перейдите по ссылке:\n${siteLink(request, `/password-recovery/?token=${token}`)}\nСсылка действует 1 час. Если вы не просили сменить пароль, просто проигнорируйте это письмо.`,
    );
    return { detail: 'Письмо для восстановления пароля отправлено на почту.' };
  });

  const selectRestore = db.prepare('SELECT * FROM restore_token WHERE token = ?');
  const useRestore = db.prepare('UPDATE restore_token SET used_at = ? WHERE token = ? AND used_at IS NULL');
  const setHash = db.prepare('UPDATE user SET password_hash = ? WHERE id = ?');

  app.patch('/accounts/set-password', async (request) => {
    const body = parseBody('SetPasswordRequest', request.body);
    const fields: FieldErrors = {};
    const add = (field: string, message: string) => (fields[field] ??= []).push(message);
    let userId: number | null = null;
    let viaRestore = false;
    const restore = selectRestore.get(body.access_token) as
      { token: string; user_id: number; expires_at: number; used_at: number | null } | undefined;
    if (restore) {
      if (restore.used_at !== null || restore.expires_at <= nowSeconds())
        add('access_token', 'Ссылка устарела. Запросите восстановление пароля ещё раз.');
      else {
        userId = restore.user_id;
        viaRestore = true;
      }
    } else {
      const claims = auth.check(body.access_token);
      if (claims?.token_type === 'access') userId = claims.user_id;
      else add('access_token', 'Недействительный или просроченный токен.');
    }
    for (const problem of passwordProblems(body.password)) add('password', problem);
    if (body.password !== body.confirm_password) add('confirm_password', 'Пароли не совпадают.');
    if (Object.keys(fields).length || userId === null) throw badRequest(fields);
    const uid = userId;
    const hash = await hashPassword(body.password);
    const changed = db.transaction(() => {
      // A restore link is spent once, even by two requests that were hashing at the same time.
      if (viaRestore && useRestore.run(nowSeconds(), body.access_token).changes === 0) return false;
      setHash.run(hash, uid);
      if (viaRestore) auth.revokeUser(uid);
      return true;
    })();
    if (!changed)
      throw badRequest({ access_token: ['Ссылка устарела. Запросите восстановление пароля ещё раз.'] });
    return { detail: 'Пароль изменён.' };
  });
}
