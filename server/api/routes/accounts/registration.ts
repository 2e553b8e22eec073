import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { serializeUser } from '../../domain/users.ts';
import { badRequest, throttled, type FieldErrors, type HttpError } from '../../errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { siteLink } from '../../lib/letters.ts';
import { hashPassword, passwordProblems } from '../../lib/passwords.ts';
import { isEmail, normalisePhone } from '../../lib/text.ts';
import { nowIso } from '../../lib/time.ts';
import { inWords, REGISTRATIONS_PER_ADDRESS } from '../auth/limits.ts';

const REQUIRED = ['last_name', 'first_name', 'email', 'phone', 'password', 'password_confirm'] as const;
const TAKEN = 'Пользователь с таким e-mail уже зарегистрирован.';

/** Registration failures list every message in `details.errors` (docs/product.md#errors) as well as per field. */
function registrationError(fields: FieldErrors): HttpError {
  const errors = Object.values(fields).flat();
  return badRequest({ ...fields, errors });
}

/** Every problem of the form at once, per field. */
function problemsOf(
  body: Schemas['RegistrationRequest'],
  emailTaken: (email: string) => boolean,
): FieldErrors {
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  for (const field of REQUIRED) if (!body[field].trim()) add(field, 'Обязательное поле.');
  const email = body.email.trim();
  if (email && !isEmail(email)) add('email', 'Введите правильный адрес электронной почты.');
  if (body.phone.trim() && !normalisePhone(body.phone))
    add('phone', 'Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.');
  if (body.password) for (const problem of passwordProblems(body.password)) add('password', problem);
  if (body.password !== body.password_confirm) add('password_confirm', 'Пароли не совпадают.');
  if (email && emailTaken(email)) add('email', TAKEN);
  return fields;
}

/**
 * `/api/accounts/registration/`: a new account, signed in at once (its token pair in the answer).
 * A client address may make only so many (a form that fails its checks does not count).
 */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  const { users } = app.repositories;
  const emailTaken = (email: string) => users.byEmail(email) !== undefined;
  const byAddress = new AttemptLimiter(app.perAddress(REGISTRATIONS_PER_ADDRESS));

  app.post<Call<'register'>>('/registration/', contract('register'), async (request, reply) => {
    const { body } = request;
    const fields = problemsOf(body, emailTaken);
    if (Object.keys(fields).length) throw registrationError(fields);
    const attempt = byAddress.attempt([request.ip]);
    if (!attempt.allowed) {
      const wait = attempt.retryAfterSeconds;
      throw throttled(`Слишком много регистраций с вашего адреса. Повторите через ${inWords(wait)}.`, wait);
    }
    const email = body.email.trim();
    const hash = await hashPassword(body.password);
    // The same e-mail may have registered while the password was hashed.
    if (emailTaken(email)) {
      attempt.refund();
      throw registrationError({ email: [TAKEN] });
    }
    const id = users.add({
      email,
      password_hash: hash,
      last_name: body.last_name.trim(),
      first_name: body.first_name.trim(),
      patronymic: (body.patronymic ?? '').trim(),
      phone: normalisePhone(body.phone) ?? '',
      date_joined: nowIso(),
    });
    app.mail.send(
      'registration',
      email,
      'Добро пожаловать в «Псков Тур»',
      `${body.first_name.trim()}, вы зарегистрированы на сайте «Псков Тур».\nЛогин: ${email}\nЛичный кабинет: ${siteLink(request, '/user/account/')}`,
    );
    reply.code(201);
    return { user: serializeUser(users.byId(id)!), ...app.auth.issuePair(id) };
  });
};
