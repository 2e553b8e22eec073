import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract, lastMail, fileDemoApp, multipart } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const submit = (
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
  key = 'header_write_us',
) => {
  const form = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: `/api/feedback/${key}/process/`,
    payload: form.payload,
    headers: form.headers,
  });
};
const valid = {
  name: 'Ольга',
  email: 'olga@example.com',
  phone: '+7 (921) 123-45-67',
  message: 'Хотим экскурсию для класса на 25 человек.',
};

describe('feedback', () => {
  it('defines the header form with all five field types', async () => {
    const form = expectContract(
      await app.inject({ url: '/api/feedback/header_write_us/' }),
      'getFeedbackForm',
    ) as {
      fields: Array<{ type: string }>;
    };
    expect(new Set(form.fields.map((field) => field.type))).toEqual(
      new Set(['CharField', 'EmailField', 'PhoneField', 'TextAreaField', 'FileField']),
    );
    expect((await app.inject({ url: '/api/feedback/unknown_form/' })).statusCode).toBe(404);
  });

  it('answers 400 with per-field details for missing and malformed fields', async () => {
    const response = await submit({ name: '', email: 'not-mail', phone: '12-34', message: '' });
    expect(response.statusCode).toBe(400);
    const details = (expectContract(response, 'submitFeedback') as { details: Record<string, string[]> })
      .details;
    expect(Object.keys(details).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });

  it('accepts only real PDFs up to 5 MB, checked by content', async () => {
    const fakePdf = await submit(valid, {
      file: { name: 'scan.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00 not a pdf') },
    });
    expect(fakePdf.statusCode).toBe(400);
    expect(
      (expectContract(fakePdf, 'submitFeedback') as { details: Record<string, string[]> }).details.file![0],
    ).toMatch(/PDF/);

    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await submit(valid, { file: { name: 'big.pdf', type: 'application/pdf', data: big } });
    expect(tooBig.statusCode).toBe(400);
    expect(JSON.stringify(tooBig.json())).toMatch(/5 МБ/);

    const renamed = await submit(valid, { file: { name: 'letter.txt', type: 'text/plain', data: PDF } });
    expect(renamed.statusCode).toBe(201);
  });

  it('stores a valid submission with its file and mails it to the office', async () => {
    const response = await submit(
      { ...valid, client_id: 'abc-12345678' },
      { file: { name: 'program.pdf', type: 'application/pdf', data: PDF } },
    );
    expect(response.statusCode).toBe(201);
    const result = expectContract(response, 'submitFeedback') as { id: number; client_id: string };
    expect(result.client_id).toBe('abc-12345678');
    const mail = await lastMail(app, 'pskov@pskovtour.example');
    expect(mail.kind).toBe('feedback');
    expect(mail.body).toContain('program.pdf');
    expect(mail.body).toContain('+79211234567');
  });

  it('stores the same client_id once, answering the first result again', async () => {
    const fields = { ...valid, client_id: 'offline-queue-0001' };
    const first = await submit(fields);
    const second = await submit(fields);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect((expectContract(second, 'submitFeedback') as { id: number }).id).toBe(
      first.json<{ id: number }>().id,
    );
    const outbox = (
      await app.inject({ url: '/api/dev/outbox/?to=pskov@pskovtour.example&page_size=100' })
    ).json<{
      results: Array<{ subject: string }>;
    }>();
    const id = first.json<{ id: number }>().id;
    expect(outbox.results.filter((mail) => mail.subject.endsWith(`№ ${id}`))).toHaveLength(1);
    const [a, b] = await Promise.all([
      submit({ ...valid, client_id: 'parallel-0002' }),
      submit({ ...valid, client_id: 'parallel-0002' }),
    ]);
    expect(a.json<{ id: number }>().id).toBe(b.json<{ id: number }>().id);
  });

  it('refuses JSON instead of multipart with 415, and a bad client_id with 400', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/feedback/header_write_us/process/',
      payload: valid,
    });
    expect(json.statusCode).toBe(415);
    expectContract(json, 'submitFeedback');
    const badId = await submit({ ...valid, client_id: '../../x' });
    expect(badId.statusCode).toBe(400);
  });
});
