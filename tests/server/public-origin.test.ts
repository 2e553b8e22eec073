import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { buildTestApp } from './helpers.ts';

/** The proxy in front of the storefront (`TRUST_PROXY`). */
const PROXY = '127.0.0.2';
const SITE = 'https://shop.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    publicOrigins: [SITE, 'https://www.shop.example'],
    trustProxy: [PROXY],
    demoDevTools: true,
  });
});
afterAll(async () => {
  await app.close();
});

async function lettersTo(email: string): Promise<string[]> {
  const outbox = await app.inject({
    url: `/api/dev/outbox/?to=${encodeURIComponent(email)}`,
    headers: { host: 'shop.example' },
  });
  return outbox.json<{ results: Array<{ body: string }> }>().results.map((letter) => letter.body);
}

describe('PUBLIC_ORIGIN: the only origin links and letters carry', () => {
  it('refuses a request for another host, before the backend sees it', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/accounts/restore',
      headers: { host: 'evil.example' },
      payload: { email: 'demo@pskovtour.example' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'Неизвестный адрес сайта.' });
    expect(await lettersTo('demo@pskovtour.example')).toHaveLength(0);
    // A page, and the site's files, too.
    expect((await app.inject({ url: '/', headers: { host: 'evil.example' } })).statusCode).toBe(400);
    expect((await app.inject({ url: '/robots.txt', headers: { host: 'localhost' } })).statusCode).toBe(400);
  });

  it('refuses a forged X-Forwarded-Host from the trusted proxy too', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/accounts/restore',
      remoteAddress: PROXY,
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: 'demo@pskovtour.example' },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('writes the canonical origin into a restore letter, whichever served host asked', async () => {
    const restore = await app.inject({
      method: 'POST',
      url: '/api/accounts/restore',
      remoteAddress: PROXY,
      headers: {
        host: '127.0.0.1:3001',
        'x-forwarded-host': 'www.shop.example',
        'x-forwarded-proto': 'https',
      },
      payload: { email: 'ivanov@pskovtour.example' },
    });
    expect(restore.statusCode).toBe(200);
    const [letter] = await lettersTo('ivanov@pskovtour.example');
    expect(letter).toMatch(/https:\/\/shop\.example\/password-recovery\/\?token=[\w-]+/);
    expect(letter).not.toContain('www.shop.example');
  });

  it('puts the canonical origin into robots.txt and the sitemap, and the served one into pages', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'www.shop.example' } });
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await app.inject({ url: '/sitemap.xml', headers: { host: 'www.shop.example' } });
    expect(sitemap.body).toContain(`<loc>${SITE}/</loc>`);
    expect(sitemap.body).not.toContain('www.shop.example');
    // Plain http from the visitor's side: the origin is still the one configured.
    const page = await app.inject({ url: '/excursions/', headers: { host: 'shop.example' } });
    expect(page.body).toContain(`<link rel="canonical" href="${SITE}/excursions/"`);
  });

  it('answers the health probes by the replica’s own address', async () => {
    expect((await app.inject({ url: '/healthz', headers: { host: '10.0.0.5:3001' } })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz', headers: { host: '10.0.0.5:3001' } })).statusCode).toBe(200);
  });
});

describe('without PUBLIC_ORIGIN (this machine only)', () => {
  it('serves the loopback hosts, each as its own origin, and refuses any other', async () => {
    const local = await buildTestApp({ publicOrigins: [] });
    try {
      const robots = await local.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:3000' } });
      expect(robots.body).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
      expect(
        (await local.inject({ url: '/robots.txt', headers: { host: 'localhost:3000' } })).statusCode,
      ).toBe(200);
      expect((await local.inject({ url: '/robots.txt', headers: { host: '[::1]:3000' } })).statusCode).toBe(
        200,
      );
      for (const host of ['evil.example', '127.0.0.1.evil.example', '192.168.1.5:3000'])
        expect((await local.inject({ url: '/robots.txt', headers: { host } })).statusCode, host).toBe(400);
    } finally {
      await local.close();
    }
  });

  it('is required once others can reach the server', () => {
    expect(() => readConfig({ HOST: '0.0.0.0' })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(() => readConfig({ TRUST_PROXY: '127.0.0.1' })).toThrow(/PUBLIC_ORIGIN must be set/);
    expect(readConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://shop.example/' }).publicOrigins).toEqual([
      'https://shop.example',
    ]);
    for (const bad of ['shop.example', 'https://shop.example/path', 'ftp://shop.example'])
      expect(() => readConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN: /);
  });
});
