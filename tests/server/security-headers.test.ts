import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSource, inlineCode } from '../../server/web/inline-code.ts';
import { buildTestApp } from './helpers.ts';

const databasePath = join(mkdtempSync(join(tmpdir(), 'storefront-db-')), 'test.sqlite');
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ databasePath, counterOrigins: ['https://mc.yandex.ru'] });
});
afterAll(async () => {
  await app.close();
});

/** The sources a policy gives a directive. */
function sources(policy: string, directive: string): string[] {
  const found = policy.split(/;\s*/).find((part) => part.split(' ')[0] === directive);
  if (!found) throw new Error(`no ${directive} in ${policy}`);
  return found.split(' ').slice(1);
}
const hashesOf = (policy: string, directive: string) =>
  sources(policy, directive).filter((source) => source.startsWith("'sha256-"));

/** A payment on the stand-in of the card payment page, straight in the demo's database. */
function standInPayment(): string {
  const db = new DatabaseSync(databasePath, { timeout: 5000 });
  try {
    const order = db.prepare('SELECT id FROM "order" ORDER BY id LIMIT 1').get() as { id: number };
    db.prepare(
      'INSERT INTO payment (id, order_id, type_payment, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('csp0test', order.id, 'full', 1000, 'pending', Date.now());
    return '/api/payment/yookassa/checkout/csp0test/';
  } finally {
    db.close();
  }
}

describe('Content-Security-Policy', () => {
  it('names exactly the inline code of every HTML answer by its hashes: pages, the 404, the offline shell, the payment stand-in', async () => {
    for (const url of ['/', '/hotels/', '/no-such-page/', '/index.html', standInPayment()]) {
      const response = await app.inject(url);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = String(response.headers['content-security-policy']);
      const code = inlineCode(response.body);
      expect(code.scripts.length, url).toBeGreaterThan(0);
      expect(new Set(hashesOf(policy, 'script-src')), url).toEqual(new Set(code.scripts.map(hashSource)));
      expect(new Set(hashesOf(policy, 'style-src')), url).toEqual(new Set(code.styles.map(hashSource)));
      expect(response.body, url).not.toMatch(/nonce/i);
    }
  });

  it('lets the app load its modules and nothing else: strict-dynamic, no unsafe sources, the fixed directives', async () => {
    const policy = String((await app.inject('/')).headers['content-security-policy']);
    expect(sources(policy, 'script-src')).toContain("'strict-dynamic'");
    expect(sources(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
    expect(sources(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sources(policy, 'form-action')).toEqual(["'self'"]);
    expect(sources(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://mc.yandex.ru']);
    expect(sources(policy, 'connect-src')).toEqual(["'self'", 'https://mc.yandex.ru']);
    expect(sources(policy, 'worker-src')).toEqual(["'self'"]);
  });
});

describe('transport and browser features', () => {
  it('turns off browser features the site does not use, on HTML', async () => {
    const policy = String((await app.inject('/')).headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it('asks for https from then on only when the visitor came over https', async () => {
    const secure = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const overHttps = await secure.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await secure.inject('/')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('does not store personal, token and payment answers; public ones keep their caching', async () => {
    const personal = [
      { url: '/api/user/' },
      { url: '/api/order/history/list/' },
      { url: '/api/user/session/' },
      { url: '/api/cart/' },
      { url: '/api/payment/cost_selection/1/' },
      { method: 'POST' as const, url: '/api/auth/token/', payload: { username: 'a@b.c', password: 'x' } },
    ];
    for (const request of personal) {
      expect((await app.inject(request)).headers['cache-control'], request.url).toBe('no-store');
    }
    expect((await app.inject('/api/configs/')).headers['cache-control']).toBeUndefined();
  });
});

describe('forwarding headers', () => {
  it('ignores X-Forwarded-Host and -Proto from a client that is not a trusted proxy', async () => {
    const site = await buildTestApp({ publicOrigins: ['http://shop.example'] });
    try {
      const robots = await site.inject({
        url: '/robots.txt',
        headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
    } finally {
      await site.close();
    }
  });

  it('believes them from a proxy listed in TRUST_PROXY', async () => {
    const behindProxy = await buildTestApp({
      trustProxy: ['127.0.0.0/8'],
      publicOrigins: ['https://shop.example'],
    });
    try {
      const robots = await behindProxy.inject({
        url: '/robots.txt',
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
      });
      expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
      // Only the site's own host: the proxy's word is believed, not obeyed.
      const elsewhere = await behindProxy.inject({
        url: '/robots.txt',
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' },
      });
      expect(elsewhere.statusCode).toBe(400);
    } finally {
      await behindProxy.close();
    }
  });
});
