import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
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
    const robots = await app.inject({
      url: '/robots.txt',
      headers: { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(robots.body).toContain('Sitemap: http://shop.example/sitemap.xml');
    expect(robots.body).not.toContain('evil.example');
  });

  it('believes them from a proxy listed in TRUST_PROXY', async () => {
    const behindProxy = await buildTestApp({ trustProxy: ['127.0.0.0/8'] });
    try {
      const robots = await behindProxy.inject({
        url: '/robots.txt',
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
      });
      expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    } finally {
      await behindProxy.close();
    }
  });
});
