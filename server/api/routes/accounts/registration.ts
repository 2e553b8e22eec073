import type { FastifyPluginAsync } from 'fastify';
import { FIELD_MESSAGES } from '../../contract/document.ts';
import { refusalsOf } from '../../contract/field-errors.ts';
import { contract } from '../../contract/route-schemas.ts';
import type { Call, Schemas } from '../../contract/types.ts';
import { serializeUser } from '../../domain/users.ts';
import { badRequest, throttled, type FieldErrors, type HttpError } from '../../errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { siteLink } from '../../lib/letters.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { storedPhone } from '../../lib/text.ts';
import { nowIso } from '../../lib/time.ts';
import { inWords, REGISTRATIONS_PER_ADDRESS } from '../auth/limits.ts';

const REQUIRED = ['last_name', 'first_name', 'email', 'phone', 'password', 'password_confirm'] as const;
const TAKEN = 'Пользователь с таким e-mail уже зарегистрирован.';

/** Registration failures list every message in `details.errors` (docs/product.md#errors) as well as per field. */
function registrationError(fields: FieldErrors): HttpError {
  const errors = Object.values(fields).flat();
  return badRequest({ ...fields, errors });
}

/**
 * Every problem of the form at once, per field: the contract's (formats, lengths, the password's
 * rules) and what only the backend knows (blank fields, an e-mail already registered). A blank
 * field is only 'Обязательное поле.', as DRF says nothing more of it.
 */
function problemsOf(
  body: Partial<Record<keyof Schemas['RegistrationRequest'], unknown>>,
  fields: FieldErrors,
  emailTaken: (email: string) => boolean,
): FieldErrors {
  const add = (field: string, message: string) => {
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  const text = (field: keyof Schemas['RegistrationRequest']) => {
    const value = body[field];
    return typeof value === 'string' ? value : '';
  };
  for (const field of REQUIRED) if (!text(field).trim()) fields[field] = [FIELD_MESSAGES.required];
  if (text('password') !== text('password_confirm')) add('password_confirm', 'Пароли не совпадают.');
  const email = text('email').trim();
  if (email && !fields.email && emailTaken(email)) add('email', TAKEN);
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

  // The contract's refusals come to the handler, which adds its own: the form hears them all at once.
  const schema = { ...contract('register'), attachValidation: true };
  app.post<Call<'register'>>('/registration/', schema, async (request, reply) => {
    const { body } = request;
    const fields = problemsOf(body ?? {}, refusalsOf(request), emailTaken);
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
      phone: storedPhone(body.phone),
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
