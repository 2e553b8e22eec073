import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context.ts';
import type { Schemas } from '../contract.ts';
import { HttpError, badRequest, notFound } from '../errors.ts';
import { readMultipart } from '../lib/multipart.ts';
import { isEmail, normalisePhone } from '../lib/text.ts';
import { nowIso } from '../lib/time.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const PDF_MAGIC = Buffer.from('%PDF-');

/** Forms defined by the server (spec §3); the header's 'Написать' uses every field type. */
export const FEEDBACK_FORMS: Record<string, Schemas['FeedbackForm']> = {
  header_write_us: {
    key: 'header_write_us',
    title: 'Написать нам',
    fields: [
      {
        id: 1,
        name: 'name',
        label: 'Ваше имя',
        placeholder: 'Иван Иванов',
        required: true,
        type: 'CharField',
      },
      {
        id: 2,
        name: 'email',
        label: 'E-mail',
        placeholder: 'example@mail.ru',
        required: true,
        type: 'EmailField',
      },
      {
        id: 3,
        name: 'phone',
        label: 'Телефон',
        placeholder: '+7 (999) 999-99-99',
        required: false,
        type: 'PhoneField',
      },
      {
        id: 4,
        name: 'message',
        label: 'Сообщение',
        placeholder: 'Ваш вопрос или пожелание',
        required: true,
        type: 'TextAreaField',
      },
      {
        id: 5,
        name: 'file',
        label: 'Прикрепить файл',
        placeholder: 'Только .pdf, не более 5 МБ',
        required: false,
        type: 'FileField',
      },
    ],
  },
};

const TEXT_LIMITS: Record<Exclude<Schemas['FeedbackFieldType'], 'FileField'>, number> = {
  CharField: 200,
  EmailField: 254,
  PhoneField: 32,
  TextAreaField: 5000,
};

export function feedbackRoutes(app: FastifyInstance, { db, outbox }: Ctx): void {
  const formFor = (key: string) => {
    const form = Object.hasOwn(FEEDBACK_FORMS, key) ? FEEDBACK_FORMS[key] : undefined;
    if (!form) throw notFound();
    return form;
  };

  app.get('/feedback/:key/', async (request) => formFor((request.params as { key: string }).key));

  const byClientId = db.prepare(
    'SELECT id, client_id FROM feedback_submission WHERE form_key = ? AND client_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO feedback_submission (form_key, client_id, data, file_name, file_size, file, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );

  app.post('/feedback/:key/process/', async (request, reply) => {
    const form = formFor((request.params as { key: string }).key);
    if (!request.isMultipart()) {
      throw new HttpError(415, {
        detail: 'Неподдерживаемый тип данных в запросе: нужен multipart/form-data.',
      });
    }
    const fileFields = new Set(
      form.fields.filter((field) => field.type === 'FileField').map((field) => field.name),
    );
    const { values, files, errors } = await readMultipart(request, fileFields);

    const clientId = values.client_id?.trim() || null;
    if (clientId !== null && !CLIENT_ID.test(clientId))
      errors.client_id = ['Неверный идентификатор отправки.'];
    const data: Record<string, string> = {};
    for (const field of form.fields) {
      const add = (message: string) => (errors[field.name] ??= []).push(message);
      if (field.type === 'FileField') {
        const file = files[field.name];
        if (!file) {
          if (field.required && !errors[field.name]) add('Прикрепите файл.');
          continue;
        }
        if (file.data.length > MAX_FILE_BYTES) add('Файл больше 5 МБ.');
        else if (!file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
          add('Можно прикрепить только PDF-файл.');
        continue;
      }
      const value = (values[field.name] ?? '').trim();
      if (!value) {
        if (field.required) add('Обязательное поле.');
        continue;
      }
      if (value.length > TEXT_LIMITS[field.type]) {
        add(`Не длиннее ${TEXT_LIMITS[field.type]} символов.`);
        continue;
      }
      if (field.type === 'EmailField' && !isEmail(value)) add('Введите правильный адрес электронной почты.');
      if (field.type === 'PhoneField') {
        const phone = normalisePhone(value);
        if (!phone) add('Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.');
        else data[field.name] = phone;
        continue;
      }
      data[field.name] = value;
    }
    if (Object.keys(errors).length) throw badRequest(errors);

    const done = (id: number, status: 200 | 201) => {
      reply.code(status);
      return {
        id,
        client_id: clientId,
        detail: 'Спасибо! Мы ответим в ближайшее время.',
      } satisfies Schemas['FeedbackResult'];
    };
    if (clientId) {
      const existing = byClientId.get(form.key, clientId) as { id: number } | undefined;
      if (existing) return done(existing.id, 200);
    }
    const file = Object.values(files)[0];
    let id: number;
    try {
      id = Number(
        insert.run(
          form.key,
          clientId,
          JSON.stringify(data),
          file?.name ?? null,
          file?.data.length ?? null,
          file?.data ?? null,
          nowIso(),
        ).lastInsertRowid,
      );
    } catch (error) {
      // Two identical submissions racing: the UNIQUE (form_key, client_id) keeps one.
      const existing = clientId
        ? (byClientId.get(form.key, clientId) as { id: number } | undefined)
        : undefined;
      if (existing) return done(existing.id, 200);
      throw error;
    }
    const lines = form.fields
      .filter((field) => field.type !== 'FileField')
      .map((field) => `${field.label}: ${data[field.name] ?? '—'}`);
    if (file) lines.push(`Файл: ${file.name} (${Math.ceil(file.data.length / 1024)} КБ)`);
    outbox.send('feedback', 'pskov@pskovtour.example', `${form.title}: обращение № ${id}`, lines.join('\n'));
    return done(id, 201);
  });
}
