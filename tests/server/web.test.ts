import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, builtEntryScript } from './helpers.ts';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** A request written byte for byte, so that no client library tidies the path first. */
function rawGet(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let head = '';
    socket.on('data', (chunk) => (head += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(head.slice(9, 12));
      const location = /\r\nlocation: ([^\r]*)/i.exec(head)?.[1];
      resolve({ status, location });
    });
  });
}
afterAll(async () => {
  await app.close();
});

describe('trailing slash (docs/product.md#routes)', () => {
  it('redirects a page path to its slash form and keeps the query', async () => {
    const response = await app.inject('/excursions?date_from=2026-12-01&tourists=2');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/excursions/?date_from=2026-12-01&tourists=2');
  });

  it.each(['/login', builtEntryScript(), '/manifest.webmanifest'])('leaves %s alone', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).not.toBe(308);
    expect(response.statusCode).not.toBe(301);
  });

  it('leaves an API path to the backend, which answers as Django does (301 to the slash form)', async () => {
    const response = await app.inject('/api/configs?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/api/configs/?x=1');
  });

  it.each([
    ['//evil.example', '/evil.example/'],
    ['/\\evil.example', '/evil.example/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example/'],
    ['///evil.example/path', '/evil.example/path/'],
    ['/\\/evil.example', '/evil.example/'],
    ['//evil.example?next=1', '/evil.example/?next=1'],
  ])('never redirects %s off this origin (raw HTTP, no client normalisation)', async (path, location) => {
    const response = await rawGet(path);
    if (response.status === 308) {
      expect(response.location).toBe(location);
      expect(new URL(response.location!, 'http://shop.example').origin).toBe('http://shop.example');
    } else {
      expect(response.status).toBe(404);
    }
  });
});

describe('page status', () => {
  it('renders every route of docs/product.md#routes on the server with 200', async () => {
    for (const url of [
      '/',
      '/cart/',
      '/excursions/table/',
      '/hotels/staryj-pskov/',
      '/registration/',
      '/password-recovery/',
      '/login',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toMatch(/^<!DOCTYPE html><html lang="ru">/);
      expect(response.body).toContain('<header class="site-header">');
      expect(response.body).toContain('<main id="main" class="site-main container">');
    }
  });

  it('sends an anonymous visitor of an account page to sign in, and renders it, without personal data, for one with a session', async () => {
    const anonymous = await app.inject('/user/orders/');
    expect(anonymous.statusCode).toBe(307);
    expect(anonymous.headers.location).toBe('/login/?next=%2Fuser%2Forders%2F');
    const signedIn = await app.inject({ url: '/user/orders/', headers: { cookie: 'signed_in=1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('История заказов');
    expect(signedIn.body).not.toContain('PT-0');
    expect(signedIn.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers 200 for a content page the backend knows and 404 for one it does not', async () => {
    expect((await app.inject('/about/')).statusCode).toBe(200);
    expect((await app.inject('/about/policy/')).statusCode).toBe(200);
    const missing = await app.inject('/no-such-page/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain(
      '<h1 id="error-title" class="error-page__title">Запрашиваемая страница не найдена</h1>',
    );
  });

  it('does not look up paths with unsafe characters', async () => {
    expect((await app.inject('/..%2F..%2Fetc%2Fpasswd/')).statusCode).toBe(404);
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    const response = await app.inject('/assets/missing-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('answers an unknown API path with the contract’s JSON 404', async () => {
    const response = await app.inject('/api/no-such-call/');
    expect(response.statusCode).toBe(404);
    expect(response.json<unknown>()).toEqual({ detail: expect.any(String) as unknown });
  });
});

describe('the server-rendered HTML', () => {
  it('carries the page heading, header, title and description before any script runs', async () => {
    const config = (await app.inject('/api/configs/')).json<Record<string, string>>();
    const home = (await app.inject('/')).body;
    expect(home).toContain('<h1 class="page-title">Экскурсии, туры и отели Псковской области</h1>');
    expect(home).toContain(`<span class="site-header__logo-text">${config.SITE_NAME}</span>`);
    expect(home).toContain(`<meta name="description" content="${config.SITE_DESCRIPTION}"/>`);

    const page = (await app.inject('/api/pages/about/')).json<{ title: string; seo: { title: string } }>();
    const about = (await app.inject('/about/')).body;
    expect(about).toContain(`<h1 class="page-title">${page.title}</h1>`);
    expect(about).toContain(`<title>${page.seo.title}</title>`);
  });

  it('renders an address without its search defaults in full, and has the browser show that address', async () => {
    const response = await app.inject('/excursions/');
    expect(response.statusCode).toBe(200);
    const address = /<head><script>history\.replaceState\(history\.state,"",("[^"]+")\)<\/script>/.exec(
      response.body,
    );
    expect(address).not.toBeNull();
    const href = JSON.parse(address![1]!) as string;
    expect(href).toMatch(
      /^\/excursions\/\?date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}&tourists=1$/,
    );
    // A full address renders as it is.
    expect((await app.inject(href)).body).not.toContain('history.replaceState');
  });

  it('writes a room of adults as the plain number it is', async () => {
    const response = await app.inject('/hotels/');
    expect(response.body).toMatch(
      /history\.replaceState\(history\.state,"","\/hotels\/\?date_from=[\d-]+&date_to=[\d-]+&room=2"\)/,
    );
  });

  it('sends the offline shell as /index.html: the document without a page', async () => {
    const response = await app.inject('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="ru" data-app-shell="">/);
    expect(response.body).not.toContain('<main');
    expect(response.body).toContain(`s.src=${JSON.stringify(builtEntryScript())}`);
  });
});

describe('headers', () => {
  it('puts the security headers on HTML', async () => {
    const response = await app.inject('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('caches hashed assets for a year and revalidates the shell, worker and manifest', async () => {
    expect((await app.inject(builtEntryScript())).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // Pages are cached as decision 019 has it (tests/server/page-cache.test.ts).
    expect((await app.inject('/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['br', 'gzip', 'identity'])(
    'revalidates the worker and the manifest whatever encoding is served (%s)',
    async (encoding) => {
      for (const url of ['/sw.js', '/manifest.webmanifest']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-encoding'], url).toBe(
          encoding === 'identity' ? undefined : encoding,
        );
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
    },
  );

  it('serves compressed responses', async () => {
    const asset = await app.inject({
      url: builtEntryScript(),
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('gzip');
    const api = await app.inject({ url: '/api/configs/', headers: { 'accept-encoding': 'br' } });
    expect(api.headers['content-encoding']).toBe('br');
  });
});

describe('the service worker', () => {
  it('is a classic script: no module syntax, which a worker would refuse to install', async () => {
    const worker = (await app.inject('/sw.js')).body;
    expect(worker).toContain('storefront-outbox');
    expect(worker).not.toMatch(/import\.meta|\bimport\s*\(|^\s*(import|export)\s/m);
  });
});
