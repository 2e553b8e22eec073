import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract, fileDemoApp, resultsOf } from './helpers.ts';

// The demo backend is as strict as a Django project where a client could go wrong: it pages every
// list, redirects slash-less paths (APPEND_SLASH) and answers OPTIONS as DRF does.

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

describe('paths as Django routes them', () => {
  it.each(['GET', 'POST', 'PATCH'] as const)(
    'a %s without its trailing slash answers 301 to the slash form',
    async (method) => {
      const response = await app.inject({ method, url: '/api/cart/excursion?sessionid=abc' });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/api/cart/excursion/?sessionid=abc');
    },
  );

  it('a catalogue path without its slash is sent to it too', async () => {
    const response = await app.inject('/api/catalog/excursions/pskov-obzornye/pskovskij-kreml?tourists=2');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(
      '/api/catalog/excursions/pskov-obzornye/pskovskij-kreml/?tourists=2',
    );
  });

  it('a slash where the contract has none is not found, and the contract’s form is served', async () => {
    const extra = await app.inject({
      method: 'POST',
      url: '/api/accounts/restore/',
      payload: { email: 'a@b.ru' },
    });
    expect(extra.statusCode).toBe(404);
    expect(extra.json()).toEqual({ detail: expect.any(String) as unknown });
    const exact = await app.inject({
      method: 'POST',
      url: '/api/accounts/restore',
      payload: { email: 'a@b.ru' },
    });
    expect(exact.statusCode).not.toBe(404);
    // The slash form is the tourist's PATCH view, which has no DELETE.
    const deleteWithSlash = await app.inject({ method: 'DELETE', url: '/api/user/tourists/1/' });
    expect(deleteWithSlash.statusCode).toBe(405);
    expect(deleteWithSlash.headers.allow).toContain('PATCH');
  });

  it('OPTIONS tells which calls exist: the room cart here, nothing for an unknown path', async () => {
    const rooms = await app.inject({ method: 'OPTIONS', url: '/api/cart/room/' });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers.allow).toContain('PATCH');
    expectContract(rooms, 'probeRoomCart');
    expect((await app.inject({ method: 'OPTIONS', url: '/api/cart/suite/' })).statusCode).toBe(404);
  });
});

describe('every list is a DRF page', () => {
  it.each([
    '/api/countries/',
    '/api/document_types/',
    '/api/hotels/',
    '/api/excursions/',
    '/api/catalog/group_excursions/',
    '/api/catalog/group_tours/',
    '/api/main/group_excursions/',
    '/api/main/group_tours/',
    '/api/banners/main_blue_banners/',
  ])('%s pages by `page` and `page_size`, a page past the end is 404', async (url) => {
    const whole = (await app.inject(`${url}?page_size=100`)).json<{ count: number; results: unknown[] }>();
    expect(whole.results).toHaveLength(whole.count);
    const first = await app.inject(`${url}?page_size=1`);
    expect(resultsOf(first)).toHaveLength(Math.min(1, whole.count));
    expect(first.json<{ next: string | null }>().next === null).toBe(whole.count <= 1);
    expect((await app.inject(`${url}?page=${whole.count + 2}&page_size=1`)).statusCode).toBe(404);
  });
});
