import { describe, expect, it } from 'vitest';
import { NOT_STORED, PAGE_CACHE_SECONDS, pageCacheControl } from '../../server/web/cache-policy.ts';
import { msToAgencyMidnight } from '@common/agency-clock';

const MIDNIGHT = Date.parse('2026-12-01T00:00:00+03:00');
const NOON = MIDNIGHT - 12 * 3_600_000;
const { fresh, stale } = PAGE_CACHE_SECONDS;

describe('the Cache-Control of a page', () => {
  it('lets a shared cache keep a page a short while and serve it stale while it fetches it again; a browser keeps no fresh copy', () => {
    expect(pageCacheControl(200, false, NOON)).toBe(
      `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${stale}`,
    );
  });

  it('keeps a 404 or a redirect as long, but never serves it stale', () => {
    for (const status of [404, 301, 307]) {
      expect(pageCacheControl(status, false, NOON), String(status)).toBe(
        `public, max-age=0, s-maxage=${fresh}`,
      );
    }
  });

  it('keeps no failure, and nothing personal, whatever its status', () => {
    expect(pageCacheControl(500, false, NOON)).toBe('no-store');
    expect(pageCacheControl(503, false, NOON)).toBe('no-store');
    for (const status of [200, 307, 404, 500]) expect(pageCacheControl(status, true, NOON)).toBe(NOT_STORED);
  });

  it('lets no copy outlive the agency’s day', () => {
    expect(pageCacheControl(200, false, MIDNIGHT - 5 * 60_000)).toBe(
      `public, max-age=0, s-maxage=${fresh}, stale-while-revalidate=${5 * 60 - fresh}`,
    );
    expect(pageCacheControl(200, false, MIDNIGHT - 30_000)).toBe('public, max-age=0, s-maxage=30');
    expect(pageCacheControl(200, false, MIDNIGHT - 400)).toBe('public, max-age=0, s-maxage=0');
    // A new day has begun: a whole day ahead.
    expect(pageCacheControl(200, false, MIDNIGHT)).toBe(pageCacheControl(200, false, NOON));
  });
});

describe('the agency’s midnight', () => {
  it('is counted in Moscow, wherever the server is', () => {
    expect(msToAgencyMidnight(MIDNIGHT - 1)).toBe(1);
    expect(msToAgencyMidnight(MIDNIGHT)).toBe(86_400_000);
    expect(msToAgencyMidnight(NOON)).toBe(12 * 3_600_000);
  });
});
