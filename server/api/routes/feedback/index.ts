import type { FastifyPluginAsync } from 'fastify';
import type { Schemas } from '../../contract/types.ts';
import { HttpError, notFound } from '../../errors.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { nowIso } from '../../lib/time.ts';
import { FEEDBACK_FORMS } from './forms.ts';
import { checkSubmission, type Submission } from './submission.ts';

const formFor = (key: string): Schemas['FeedbackForm'] => {
  const form = Object.hasOwn(FEEDBACK_FORMS, key) ? FEEDBACK_FORMS[key] : undefined;
  if (!form) throw notFound();
  return form;
};

/** `/api/feedback/{key}/`: a form's definition, and sending it (multipart, with an optional PDF). */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const { feedback } = app.repositories;

  const letter = (form: Schemas['FeedbackForm'], { data, file }: Submission): string => {
    const lines = form.fields
      .filter((field) => field.type !== 'FileField')
      .map((field) => `${field.label}: ${data[field.name] ?? '—'}`);
    if (file) lines.push(`Файл: ${file.name} (${Math.ceil(file.data.length / 1024)} КБ)`);
    return lines.join('\n');
  };

  app.get('/:key/', async (request) => formFor((request.params as { key: string }).key));

  // A multipart body, read here part by part rather than by a route schema: files are streamed
  // under the plugin's size limit, and the fields come from the form's own definition.
  app.post('/:key/process/', async (request, reply) => {
    const form = formFor((request.params as { key: string }).key);
    if (!request.isMultipart()) {
      throw new HttpError(415, {
        detail: 'Неподдерживаемый тип данных в запросе: нужен multipart/form-data.',
      });
    }
    const fileFields = new Set(
      form.fields.filter((field) => field.type === 'FileField').map((field) => field.name),
    );
    const submission = checkSubmission(form, await readMultipart(request, fileFields));
    const { clientId } = submission;

    const done = (id: number, status: 200 | 201) => {
      reply.code(status);
      return {
        id,
        client_id: clientId,
        detail: 'Спасибо! Мы ответим в ближайшее время.',
      } satisfies Schemas['FeedbackResult'];
    };
    const earlier = clientId ? feedback.idOf(form.key, clientId) : undefined;
    if (earlier !== undefined) return done(earlier, 200);
    let id: number;
    try {
      id = feedback.add({ formKey: form.key, ...submission, created: nowIso() });
    } catch (error) {
      // Two identical submissions racing: the UNIQUE (form_key, client_id) keeps one.
      const kept = clientId ? feedback.idOf(form.key, clientId) : undefined;
      if (kept !== undefined) return done(kept, 200);
      throw error;
    }
    app.mail.send(
      'feedback',
      'pskov@pskovtour.example',
      `${form.title}: обращение № ${id}`,
      letter(form, submission),
    );
    return done(id, 201);
  });
};
