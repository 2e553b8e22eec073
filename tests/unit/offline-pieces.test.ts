// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isCatalogueCall, isPicture, isPictureFetch } from '../../sw/cached-calls';
import { excursionsQueryOptions } from '@/features/catalogue/api/list-excursions';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { readRecentPages, withPage, type RecentPage } from '@/features/offline/recent-pages';
import { callKey } from '@/shared/api/call-key';
import { ApiError, isNetworkFailure } from '@common/api/error';
import { newestSavedResults } from '@/shared/api/saved-results';
import { formatBytes, formatReceivedAt } from '@common/format';
import { hasUnsavedInput } from '@/shared/lib/unsaved-input';
import { isIosSafari } from '@/shared/pwa/install-prompt';

describe('what the service worker keeps', () => {
  const url = (path: string) => new URL(path, 'https://pskovtour.example');
  it('keeps catalogue and lookup GETs, never personal or transactional calls, never a non-GET', () => {
    for (const path of [
      '/api/configs/',
      '/api/catalog/tours/a/b/',
      '/api/excursions/?date_from=2026-11-24',
      '/api/countries/',
    ])
      expect(isCatalogueCall('GET', url(path)), path).toBe(true);
    for (const path of [
      '/api/user/',
      '/api/cart/',
      '/api/order/history/list/',
      '/api/auth/token/',
      '/api/payment/cost_selection/1/',
      '/api/accounts/registration/',
    ])
      expect(isCatalogueCall('GET', url(path)), path).toBe(false);
    expect(isCatalogueCall('POST', url('/api/catalog/tours/a/'))).toBe(false);
    expect(isPicture(url('/api/media/img/kreml/420x280.png'))).toBe(true);
    expect(isPicture(url('/api/catalog/hotels/'))).toBe(false);
    const picture = url('/media/uploads/a.svg');
    expect(isPictureFetch({ method: 'GET', mode: 'no-cors' }, picture)).toBe(true);
    expect(isPictureFetch({ method: 'GET', mode: 'cors' }, picture)).toBe(true);
    // Opened as a document, a file comes from the server with its current headers.
    expect(isPictureFetch({ method: 'GET', mode: 'navigate' }, picture)).toBe(false);
  });
});

describe('recently viewed pages', () => {
  const page = (href: string, viewedAt = 1): RecentPage => ({ href, title: href, viewedAt });
  it('puts the newest first, keeps each page once and at most twelve', () => {
    const pages = Array.from({ length: 12 }, (_, index) => page(`/tours/${index}/`));
    const next = withPage(pages, page('/tours/5/', 2));
    expect(next[0]).toEqual(page('/tours/5/', 2));
    expect(next.filter((item) => item.href === '/tours/5/')).toHaveLength(1);
    expect(withPage(pages, page('/hotels/x/'))).toHaveLength(12);
  });

  it('takes a page with another search for the same page: once, with its newest search', () => {
    const pages = [page('/excursions/?date_from=2026-12-01', 1), page('/tours/1/', 1)];
    const next = withPage(pages, page('/excursions/?date_from=2026-12-05', 2));
    expect(next.map((item) => item.href)).toEqual(['/excursions/?date_from=2026-12-05', '/tours/1/']);
  });

  it('reads a list kept with twins as each page once', () => {
    const kept = [page('/tours/1/?event=3', 3), page('/tours/1/', 2), page('/hotels/x/', 1)];
    const storage = { getItem: () => JSON.stringify(kept) } as unknown as Storage;
    expect(readRecentPages(storage).map((item) => item.href)).toEqual(['/tours/1/?event=3', '/hotels/x/']);
  });
});

describe('offline helpers', () => {
  it('tells a missing network from an answer, and from a failed code chunk', () => {
    expect(isNetworkFailure(new ApiError(0, {}))).toBe(true);
    expect(isNetworkFailure(new ApiError(503, {}))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('says when data was received and how much is saved', () => {
    const at = new Date(2026, 10, 21, 14, 32).getTime();
    expect(formatReceivedAt(at)).toBe('14:32, 21.11');
    expect(formatBytes(340 * 1024)).toBe('340\u00a0КБ');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1,3\u00a0МБ');
  });

  it('finds the newest saved answer of a list, whatever its search', () => {
    const client = new QueryClient();
    const stay = (date_from: string) => ({ date_from, date_to: '2026-12-01', room: '2' });
    const page = (count: number) => ({
      count,
      hasNext: false,
      search: { date_from: '', date_to: '', nights: 0, adults: 2, children_ages: [] },
      results: [],
    });
    client.setQueryData(hotelsQueryOptions(stay('2026-11-20')).queryKey, page(1), { updatedAt: 1 });
    client.setQueryData(hotelsQueryOptions(stay('2026-11-23')).queryKey, page(2), { updatedAt: 2 });
    const search = { date_from: '2026-11-24', date_to: '2026-12-01', tourists: 1 };
    client.setQueryData(excursionsQueryOptions('current', search).queryKey, [], { updatedAt: 3 });
    const saved = newestSavedResults<{ count: number }>(client, callKey('/api/catalog/hotels/'));
    expect(saved?.data.count).toBe(2);
    expect(saved?.queryKey.at(-1)).toEqual(stay('2026-11-23'));
    expect(newestSavedResults(client, callKey('/api/catalog/group_tours/'))).toBeUndefined();
  });

  it('counts typed text as unsaved input, not untouched fields', () => {
    document.body.innerHTML = '<form><input name="a" value="x"><textarea name="b"></textarea></form>';
    expect(hasUnsavedInput()).toBe(false);
    document.querySelector('textarea')!.value = 'Здравствуйте';
    expect(hasUnsavedInput()).toBe(true);
  });

  it('offers the iOS hint in Safari only', () => {
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const chromeOnIos = safari.replace('Version/17.0', 'CriOS/120.0');
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(chromeOnIos)).toBe(false);
    expect(isIosSafari('Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36')).toBe(false);
  });
});
