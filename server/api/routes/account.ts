import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context.ts';
import { parseBody, parseId, parseQuery, type Schemas } from '../contract.ts';
import { badRequest, notFound, type FieldErrors } from '../errors.ts';
import { readMultipart } from '../lib/multipart.ts';
import { pageOfList, paginate } from '../lib/paging.ts';
import { isEmail, normalisePhone } from '../lib/text.ts';
import { COMPLETED_STATUSES, completeFinishedOrders, serializeOrder, type OrderRow } from '../orders.ts';
import { today } from '../lib/time.ts';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  last_name: string;
  first_name: string;
  patronymic: string;
  phone: string;
  birth_date: string | null;
  gender: 0 | 1 | null;
  date_joined: string;
}

export function serializeUser(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    email: user.email,
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    phone: user.phone,
    birth_date: user.birth_date,
    gender: user.gender,
    date_joined: user.date_joined,
  };
}

interface TouristRow {
  id: number;
  user_id: number;
  last_name: string;
  first_name: string;
  patronymic: string;
  birth_date: string | null;
  gender: 0 | 1 | null;
  phone: string;
  email: string;
  country_id: number | null;
  document_type_id: number | null;
  document_number: string;
}

const serializeTourist = (row: TouristRow): Schemas['Tourist'] => ({
  id: row.id,
  last_name: row.last_name,
  first_name: row.first_name,
  patronymic: row.patronymic,
  birth_date: row.birth_date,
  gender: row.gender,
  phone: row.phone,
  email: row.email,
  country: row.country_id,
  document_type: row.document_type_id,
  document_number: row.document_number,
});

const PAST_BIRTH = (date: string) => date <= new Date().toISOString().slice(0, 10) && date >= '1900-01-01';

/** Checks what JSON Schema cannot (phone, e-mail, dates, references); returns normalised values. */
function checkPersonFields(
  fields: { phone?: string; email?: string; birth_date?: string | null },
  errors: FieldErrors,
): { phone?: string; email?: string } {
  const out: { phone?: string; email?: string } = {};
  if (fields.phone !== undefined) {
    if (fields.phone.trim() === '') out.phone = '';
    else {
      const phone = normalisePhone(fields.phone);
      if (phone) out.phone = phone;
      else errors.phone = ['Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.'];
    }
  }
  if (fields.email !== undefined) {
    const email = fields.email.trim();
    if (email && !isEmail(email)) errors.email = ['Введите правильный адрес электронной почты.'];
    else out.email = email;
  }
  if (fields.birth_date && !PAST_BIRTH(fields.birth_date))
    errors.birth_date = ['Дата рождения не может быть в будущем.'];
  return out;
}

const USER_FIELDS = ['last_name', 'first_name', 'patronymic', 'phone', 'birth_date', 'gender'] as const;

export function accountRoutes(app: FastifyInstance, { db, auth }: Ctx): void {
  const selectUser = db.prepare('SELECT * FROM user WHERE id = ?');
  const currentUser = (request: FastifyRequest): UserRow => {
    const user = selectUser.get(auth.userId(request, true)) as UserRow | undefined;
    if (!user) throw notFound();
    return user;
  };

  function updateUser(user: UserRow, body: Schemas['UserUpdate']): Schemas['User'] {
    const errors: FieldErrors = {};
    const normalised = checkPersonFields({ phone: body.phone, birth_date: body.birth_date }, errors);
    if (body.last_name !== undefined && !body.last_name.trim())
      errors.last_name = ['Это поле не может быть пустым.'];
    if (body.first_name !== undefined && !body.first_name.trim())
      errors.first_name = ['Это поле не может быть пустым.'];
    if (Object.keys(errors).length) throw badRequest(errors);
    const next = { ...user };
    for (const field of USER_FIELDS) {
      if (body[field] === undefined) continue;
      if (field === 'phone') next.phone = normalised.phone ?? '';
      else if (field === 'gender') next.gender = body.gender ?? null;
      else if (field === 'birth_date') next.birth_date = body.birth_date ?? null;
      else next[field] = (body[field] ?? '').trim();
    }
    db.prepare(
      'UPDATE user SET last_name = ?, first_name = ?, patronymic = ?, phone = ?, birth_date = ?, gender = ? WHERE id = ?',
    ).run(
      next.last_name,
      next.first_name,
      next.patronymic,
      next.phone,
      next.birth_date,
      next.gender,
      user.id,
    );
    return serializeUser(next);
  }

  app.get('/user/', async (request) => serializeUser(currentUser(request)));

  app.patch('/user/', async (request) =>
    updateUser(currentUser(request), parseBody('UserUpdate', request.body)),
  );

  app.get('/user/:id/', async (request) => {
    const user = currentUser(request);
    if (parseId((request.params as { id: string }).id) !== user.id) throw notFound();
    return serializeUser(user);
  });

  app.patch('/user/:id/', async (request) => {
    const user = currentUser(request);
    if (parseId((request.params as { id: string }).id) !== user.id) throw notFound();
    if (!request.isMultipart()) throw badRequest({ non_field_errors: ['Ожидается multipart/form-data.'] });
    const { values: form } = await readMultipart(request, new Set());
    const raw = parseBody('UserUpdateForm', form);
    const body: Schemas['UserUpdate'] = {};
    for (const field of ['last_name', 'first_name', 'patronymic', 'phone'] as const) {
      if (raw[field] !== undefined) body[field] = raw[field];
    }
    if (raw.birth_date !== undefined) {
      if (raw.birth_date === '') body.birth_date = null;
      else if (/^\d{4}-\d{2}-\d{2}$/.test(raw.birth_date) && !Number.isNaN(Date.parse(raw.birth_date)))
        body.birth_date = raw.birth_date;
      else throw badRequest({ birth_date: ['Неверный формат даты, нужен ГГГГ-ММ-ДД.'] });
    }
    if (raw.gender !== undefined) body.gender = raw.gender === '' ? null : (Number(raw.gender) as 0 | 1);
    return updateUser(user, parseBody('UserUpdate', body));
  });

  app.get('/user/courses/', async (request) => {
    const userId = auth.userId(request, true);
    const courses = db
      .prepare('SELECT id, title, description, url, progress FROM user_course WHERE user_id = ? ORDER BY id')
      .all(userId);
    return pageOfList(request, parseQuery('listUserCourses', request.query), courses);
  });

  // ── tourists, always scoped to their owner: another user's tourist is simply not found
  const selectTourist = db.prepare('SELECT * FROM tourist WHERE id = ? AND user_id = ?');
  const countryExists = db.prepare('SELECT 1 FROM country WHERE id = ?');
  const documentTypeExists = db.prepare('SELECT 1 FROM document_type WHERE id = ?');

  function touristValues(
    body: Schemas['TouristUpdate'],
    base: TouristRow | null,
  ): Omit<TouristRow, 'id' | 'user_id'> {
    const errors: FieldErrors = {};
    const normalised = checkPersonFields(body, errors);
    if (body.last_name !== undefined && !body.last_name.trim())
      errors.last_name = ['Это поле не может быть пустым.'];
    if (body.first_name !== undefined && !body.first_name.trim())
      errors.first_name = ['Это поле не может быть пустым.'];
    if (body.country && !countryExists.get(body.country)) errors.country = ['Неизвестная страна.'];
    if (body.document_type && !documentTypeExists.get(body.document_type))
      errors.document_type = ['Неизвестный тип документа.'];
    if (Object.keys(errors).length) throw badRequest(errors);
    const pick = <K extends keyof TouristRow>(
      key: K,
      value: TouristRow[K] | undefined,
      fallback: TouristRow[K],
    ) => (value !== undefined ? value : base ? base[key] : fallback);
    return {
      last_name: pick('last_name', body.last_name?.trim(), ''),
      first_name: pick('first_name', body.first_name?.trim(), ''),
      patronymic: pick('patronymic', body.patronymic?.trim(), ''),
      birth_date: pick('birth_date', body.birth_date, null),
      gender: pick('gender', body.gender, null),
      phone: pick('phone', normalised.phone, ''),
      email: pick('email', normalised.email, ''),
      country_id: pick('country_id', body.country, null),
      document_type_id: pick('document_type_id', body.document_type, null),
      document_number: pick('document_number', body.document_number?.trim(), ''),
    };
  }

  app.get('/user/tourists/', async (request) => {
    const userId = auth.userId(request, true);
    const rows = db
      .prepare('SELECT * FROM tourist WHERE user_id = ? ORDER BY id')
      .all(userId) as TouristRow[];
    return pageOfList(request, parseQuery('listTourists', request.query), rows.map(serializeTourist));
  });

  app.post('/user/tourists/', async (request, reply) => {
    const userId = auth.userId(request, true);
    const values = touristValues(parseBody('TouristCreate', request.body), null);
    const id = Number(
      db
        .prepare(
          `INSERT INTO tourist (user_id, last_name, first_name, patronymic, birth_date, gender, phone, email,
          country_id, document_type_id, document_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          userId,
          values.last_name,
          values.first_name,
          values.patronymic,
          values.birth_date,
          values.gender,
          values.phone,
          values.email,
          values.country_id,
          values.document_type_id,
          values.document_number,
        ).lastInsertRowid,
    );
    reply.code(201);
    return serializeTourist(selectTourist.get(id, userId) as TouristRow);
  });

  const ownTourist = (request: FastifyRequest): { userId: number; tourist: TouristRow } => {
    const userId = auth.userId(request, true);
    const id = parseId((request.params as { id: string }).id);
    const tourist = id === null ? undefined : (selectTourist.get(id, userId) as TouristRow | undefined);
    if (!tourist) throw notFound();
    return { userId, tourist };
  };

  app.patch('/user/tourists/:id/', async (request) => {
    const { userId, tourist } = ownTourist(request);
    const values = touristValues(parseBody('TouristUpdate', request.body), tourist);
    db.prepare(
      `UPDATE tourist SET last_name = ?, first_name = ?, patronymic = ?, birth_date = ?, gender = ?, phone = ?,
      email = ?, country_id = ?, document_type_id = ?, document_number = ? WHERE id = ? AND user_id = ?`,
    ).run(
      values.last_name,
      values.first_name,
      values.patronymic,
      values.birth_date,
      values.gender,
      values.phone,
      values.email,
      values.country_id,
      values.document_type_id,
      values.document_number,
      tourist.id,
      userId,
    );
    return serializeTourist(selectTourist.get(tourist.id, userId) as TouristRow);
  });

  app.delete('/user/tourists/:id', async (request, reply) => {
    const { userId, tourist } = ownTourist(request);
    db.prepare('DELETE FROM tourist WHERE id = ? AND user_id = ?').run(tourist.id, userId);
    return reply.code(204).send();
  });

  // ── order history
  app.get('/order/history/list/', async (request) => {
    const userId = auth.userId(request, true);
    const query = parseQuery('listOrderHistory', request.query);
    completeFinishedOrders(db, today());
    const placeholders = COMPLETED_STATUSES.map(() => '?').join(', ');
    const where = `user_id = ? AND status ${query.completed === 'true' ? '' : 'NOT '}IN (${placeholders})`;
    const { count } = db
      .prepare(`SELECT COUNT(*) AS count FROM "order" WHERE ${where}`)
      .get(userId, ...COMPLETED_STATUSES) as {
      count: number;
    };
    return paginate(request, count, query.page ?? 1, query.page_size ?? 10, (limit, offset) =>
      (
        db
          .prepare(`SELECT * FROM "order" WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
          .all(userId, ...COMPLETED_STATUSES, limit, offset) as OrderRow[]
      ).map((order) => serializeOrder(db, order)),
    );
  });

  app.get('/order/history/:id/', async (request) => {
    const userId = auth.userId(request, true);
    const id = parseId((request.params as { id: string }).id);
    const order =
      id === null
        ? undefined
        : (db.prepare('SELECT * FROM "order" WHERE id = ? AND user_id = ?').get(id, userId) as
            OrderRow | undefined);
    if (!order) throw notFound();
    return serializeOrder(db, order);
  });
}
