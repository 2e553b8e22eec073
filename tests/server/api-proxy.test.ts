import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

/** Stands in for the agency's backend: echoes what reached it. */
async function startUpstream(): Promise<FastifyInstance> {
  const upstream = Fastify();
  await upstream.register(fastifyMultipart);
  upstream.all('/backend/api/echo/', async (request, reply) => {
    const parts: Record<string, string> = {};
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        parts[part.fieldname] =
          part.type === 'file'
            ? `file:${part.filename}:${(await part.toBuffer()).length}`
            : String(part.value);
      }
    }
    reply.header('set-cookie', 'sessionid=abc; Path=/');
    return reply.code(201).send({
      method: request.method,
      url: request.url,
      token: request.headers['jwt-access-token'] ?? null,
      cookie: request.headers.cookie ?? null,
      forwarded: {
        host: request.headers['x-forwarded-host'] ?? null,
        proto: request.headers['x-forwarded-proto'] ?? null,
        for: request.headers['x-forwarded-for'] ?? null,
      },
      parts,
    });
  });
  // A backend that builds its links on its own address (no USE_X_FORWARDED_HOST).
  upstream.get('/backend/api/linked/', async (request) => {
    const own = `http://${request.headers.host}`;
    return { image: `${own}/media/pic.png`, next: `${own}/backend/api/linked/?page=2`, text: 'Псков' };
  });
  upstream.get('/backend/media/pic.png', async (_request, reply) =>
    reply.type('image/png').send(Buffer.from('89504e47', 'hex')),
  );
  // A personal answer the backend lets be cached, with a cookie that is not Secure.
  upstream.get('/backend/api/user/', async (_request, reply) =>
    reply
      .header('cache-control', 'private, max-age=60')
      .header('set-cookie', 'sessionid=abc; Path=/; HttpOnly')
      .send({ email: 'a@b.c' }),
  );
  // The backend's own HTML (DRF's browsable API), with scripts of its own.
  upstream.get('/backend/api/browsable/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><script>window.drf = {}</script>'),
  );
  upstream.get('/backend/api/guarded/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "script-src 'self'")
      .send('<!doctype html><p>guarded</p>'),
  );
  upstream.get('/backend/api/moved/', async (_request, reply) => reply.redirect('/backend/api/echo/', 302));
  upstream.get('/backend/api/missing/', async (_request, reply) =>
    reply.code(404).send({ detail: 'Не найдено.' }),
  );
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  return upstream;
}

/** The address of the proxy in front of the storefront (`TRUST_PROXY`); other clients are not trusted. */
const PROXY = '127.0.0.2';

let upstream: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = await startUpstream();
  const { port } = upstream.server.address() as AddressInfo;
  app = await buildTestApp({
    apiUrl: `http://127.0.0.1:${port}/backend`,
    trustProxy: [PROXY],
    // The site, and the host `inject` calls by default (`localhost:80`).
    publicOrigins: ['https://shop.example', 'http://localhost'],
  });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('API_URL: /api is proxied to the real backend untouched', () => {
  it('passes method, query, auth header and cookies, and returns status and cookies', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/echo/?sessionid=42',
      headers: { 'jwt-access-token': 'Bearer t0ken', cookie: 'sessionid=42' },
      payload: { a: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['set-cookie']).toBe('sessionid=abc; Path=/');
    expect(response.json()).toMatchObject({
      method: 'PATCH',
      url: '/backend/api/echo/?sessionid=42',
      token: 'Bearer t0ken',
      cookie: 'sessionid=42',
    });
  });

  it('tells the backend where the visitor came from, and passes only its own cookies', async () => {
    const response = await app.inject({
      url: '/api/echo/',
      remoteAddress: PROXY,
      headers: {
        host: '127.0.0.1',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        cookie: 'access_token=a.b.c; sessionid=k3y; refresh_token=r.e.f; _ym_uid=1; csrftoken=Tok',
      },
    });
    expect(response.json()).toMatchObject({
      cookie: 'sessionid=k3y; csrftoken=Tok',
      forwarded: { host: 'shop.example', proto: 'https', for: `203.0.113.7, ${PROXY}` },
    });
    const anonymous = await app.inject({ url: '/api/echo/', headers: { cookie: 'access_token=a.b.c' } });
    expect(anonymous.json<{ cookie: string | null }>().cookie).toBeNull();
  });

  it('does not pass on the forwarding headers of a client that is not a trusted proxy', async () => {
    const response = await app.inject({
      url: '/api/echo/',
      headers: {
        host: 'shop.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        forwarded: 'for=203.0.113.7',
      },
    });
    expect(response.json()).toMatchObject({
      // The site's public origin says https, whatever the client claims or used.
      forwarded: { host: 'shop.example', proto: 'https', for: '127.0.0.1' },
    });
  });

  it('makes a personal answer no-store and its cookies Secure over https, where the backend did not', async () => {
    const overHttps = await app.inject({
      url: '/api/user/',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['cache-control']).toBe('no-store');
    expect([overHttps.headers['set-cookie']].flat()).toEqual(['sessionid=abc; Path=/; HttpOnly; Secure']);
    const overHttp = await app.inject('/api/user/');
    expect(overHttp.headers['set-cookie']).toBe('sessionid=abc; Path=/; HttpOnly');
    expect((await app.inject('/media/pic.png')).headers['cache-control']).not.toBe('no-store');
  });

  it('leaves the backend’s own pages their scripts: its own policy stands, else only framing and base are limited', async () => {
    const browsable = await app.inject('/api/browsable/');
    expect(browsable.headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    );
    expect((await app.inject('/api/guarded/')).headers['content-security-policy']).toBe("script-src 'self'");
  });

  it('puts the visitor’s origin in place of the backend’s in JSON, and serves /media/ from the backend', async () => {
    const linked = await app.inject({ url: '/api/linked/', headers: { host: 'shop.example' } });
    expect(linked.json()).toEqual({
      image: 'https://shop.example/media/pic.png',
      next: 'https://shop.example/backend/api/linked/?page=2',
      text: 'Псков',
    });
    const picture = await app.inject('/media/pic.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('streams multipart bodies with files', async () => {
    const boundary = '----test';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Иван',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cv.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4 test',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo/',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.json<{ parts: unknown }>().parts).toEqual({ name: 'Иван', file: 'file:cv.pdf:13' });
  });

  it('passes redirects (mapped onto this origin’s /api) and error statuses through, never following them', async () => {
    const moved = await app.inject('/api/moved/');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/api/echo/');
    const missing = await app.inject('/api/missing/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('does not start the demo backend', async () => {
    expect((await app.inject('/api/configs/')).statusCode).toBe(404);
  });
});
