import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_SECONDS } from '../../server/web/cache-policy.ts';
import { buildTestApp } from './helpers.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MOSCOW_OFFSET_MS = 3 * HOUR_MS;
// One clock for the whole file, at noon of the agency's day: far from the midnight that shortens a
// page's cache, and the same moment for every render (the router and the query cache stamp their
// data with the time, so only a stopped clock makes two renders of a page the same bytes).
const NOON = Math.floor((Date.now() + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS + 12 * HOUR_MS - MOSCOW_OFFSET_MS;

const PUBLIC_PAGE = `public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS.fresh}, stale-while-revalidate=${PAGE_CACHE_SECONDS.stale}`;
const PERSONAL = 'private, no-store';
/** What a signed-in visitor with a cart sends: the marker, the token pair, the cart's session. */
const SESSION =
  'signed_in=1; access_token=a.b.c; refresh_token=d.e.f; sessionid=0123456789abcdef0123456789abcdef';

let app: FastifyInstance;
/** The page answers with this status and may be stored nowhere. */
async function expectPersonal(request: string | InjectOptions, status: number): Promise<void> {
  const response = await app.inject(request);
  expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe(PERSONAL);
}
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  vi.useRealTimers();
});

/** The public pages of every kind: home, lists, details, content pages, a list's full address. */
async function publicPages(): Promise<string[]> {
  const listed = await app.inject('/excursions/');
  const fullAddress = /history\.replaceState\(history\.state,"",("[^"]+")\)/.exec(listed.body)![1]!;
  return [
    '/',
    '/excursions/',
    JSON.parse(fullAddress) as string,
    '/excursions/table/',
    '/excursions/pskov-obzornye/',
    '/excursions/pskov-obzornye/pskovskij-kreml/',
    '/hotels/',
    '/hotels/staryj-pskov/',
    '/tours/',
    '/tours/vyhodnogo-dnya/',
    '/about/',
    '/about/policy/',
    '/about/comments/',
  ];
}

describe('a public page', () => {
  it('may be kept by a shared cache for a minute and served stale while it is fetched again, and sets no cookie', async () => {
    for (const url of await publicPages()) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(PUBLIC_PAGE);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.headers.vary, url).toBeUndefined();
    }
  });

  it('is the same bytes, policy included, for a signed-in visitor; that answer is not stored', async () => {
    for (const url of await publicPages()) {
      const anonymous = await app.inject(url);
      const signedIn = await app.inject({ url, headers: { cookie: SESSION } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.headers['content-security-policy'], url).toBe(
        anonymous.headers['content-security-policy'],
      );
      expect(signedIn.headers['set-cookie'], url).toBeUndefined();
      expect(signedIn.headers['cache-control'], url).toBe(PERSONAL);
    }
  });

  it('is stored per encoding when it is compressed', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('kept by a cache never outlives the agency’s day: its search defaults name today', async () => {
    vi.setSystemTime(NOON + 11 * HOUR_MS + 55 * 60_000); // 23:55 in Moscow
    try {
      expect((await app.inject('/excursions/')).headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=240',
      );
    } finally {
      vi.setSystemTime(NOON);
    }
  });
});

describe('a personal page', () => {
  it.each(['/cart/', '/order/', '/login', '/registration/', '/password-recovery/', '/saved/', '/payment/1/'])(
    '%s is not stored, for an anonymous visitor either',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toBe(PERSONAL);
    },
  );

  it('is not stored when it sends an anonymous visitor to sign in, nor when it renders for one with a session', async () => {
    await expectPersonal('/user/orders/', 307);
    await expectPersonal({ url: '/user/orders/', headers: { cookie: 'signed_in=1' } }, 200);
  });

  it('is not stored when it is a 404 of a personal route', async () => {
    await expectPersonal('/payment/not-an-order/', 404);
  });
});

describe('other page answers', () => {
  it('a 404 is kept a minute, never served stale', async () => {
    const response = await app.inject('/no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${PAGE_CACHE_SECONDS.fresh}`);
  });

  it('the trailing-slash redirect depends on the path alone and is kept an hour', async () => {
    const response = await app.inject({ url: '/user/orders', headers: { cookie: SESSION } });
    expect(response.statusCode).toBe(308);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('the offline shell is revalidated on every use', async () => {
    expect((await app.inject('/index.html')).headers['cache-control']).toBe('no-cache');
  });
});
