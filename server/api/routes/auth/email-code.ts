import { randomInt } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { FIELD_MESSAGES } from '../../contract/document.ts';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { badRequest, throttled } from '../../errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { nowSeconds } from '../../lib/time.ts';
import {
  CODE_GUESSES_PER_EMAIL,
  CODE_LIFETIME,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_AFTER,
  inWords,
  WRONG_CODES_PER_ADDRESS,
} from './limits.ts';

/** Messages of the e-mail field, listed in `details.errors` too (docs/product.md#errors). */
const emailProblem = (message: string) => badRequest({ email: [message], errors: [message] });
const codeProblem = (message: string) => badRequest({ non_field_errors: [message] });

/** `/api/auth/…` of signing in by a 4-digit code mailed to the address. */
export const emailCodeRoutes: FastifyPluginAsync = async (app) => {
  const { users, emailCodes } = app.repositories;
  const guessesByEmail = new AttemptLimiter(CODE_GUESSES_PER_EMAIL);
  const guessesByAddress = new AttemptLimiter(app.perAddress(WRONG_CODES_PER_ADDRESS));
  const tooManyGuesses = (seconds: number) =>
    throttled(`Слишком много неверных кодов. Повторите через ${inWords(seconds)}.`, seconds);

  app.post<Call<'sendEmailCode'>>('/send_code/email/', contract('sendEmailCode'), async (request) => {
    const email = request.body.email.trim();
    if (!email) throw emailProblem(FIELD_MESSAGES.required);
    const user = users.byEmail(email);
    if (!user)
      throw emailProblem('Пользователь с таким e-mail не найден. Зарегистрируйтесь или проверьте адрес.');
    const now = nowSeconds();
    const previous = emailCodes.byEmail(user.email);
    if (previous && now - previous.sent_at < CODE_RESEND_AFTER) {
      const wait = CODE_RESEND_AFTER - (now - previous.sent_at);
      throw throttled(`Повторно запросить код можно через ${wait} с.`, wait);
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    emailCodes.put(user.email, code, now, now + CODE_LIFETIME);
    app.mail.send(
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

  app.post<Call<'obtainTokenByEmailCode'>>(
    '/token/email/',
    contract('obtainTokenByEmailCode'),
    async (request) => {
      const { body } = request;
      const row = emailCodes.byEmail(body.email.trim());
      if (!row) throw codeProblem('Сначала запросите код.');
      if (row.expires_at <= nowSeconds()) {
        emailCodes.drop(row.email);
        throw codeProblem('Срок действия кода истёк. Запросите новый код.');
      }
      if (row.attempts >= CODE_MAX_ATTEMPTS)
        throw codeProblem('Превышено число попыток. Запросите новый код.');
      const guess = guessesByEmail.attempt([row.email.toLowerCase()]);
      if (!guess.allowed) throw tooManyGuesses(guess.retryAfterSeconds);
      const byAddress = guessesByAddress.attempt([request.ip]);
      if (!byAddress.allowed) {
        guess.refund();
        throw tooManyGuesses(byAddress.retryAfterSeconds);
      }
      if (!/^\d{4}$/.test(body.code) || body.code !== row.code) {
        emailCodes.countWrongTry(row.email);
        const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
        throw codeProblem(
          left > 0
            ? `Неверный код. Осталось попыток: ${left}.`
            : 'Неверный код. Попытки исчерпаны, запросите новый код.',
        );
      }
      emailCodes.drop(row.email);
      guessesByEmail.forget(row.email.toLowerCase());
      byAddress.refund();
      const user = users.byEmail(row.email);
      if (!user) throw codeProblem('Пользователь не найден.');
      return app.auth.issuePair(user.id);
    },
  );
};
