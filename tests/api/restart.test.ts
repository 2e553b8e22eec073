import { afterAll, describe, expect, it, vi } from 'vitest';
import { bearer, cleanTempDirs, DEMO, login, makeApp, resultsOf, tempDatabase } from './helpers.ts';

afterAll(() => cleanTempDirs());

describe('durability', () => {
  it('keeps users, tokens, carts and orders across a restart on the same file', async () => {
    const path = tempDatabase();
    const first = await makeApp(path);
    const registered = await first.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      payload: {
        last_name: 'Орлова',
        first_name: 'Татьяна',
        email: 'tatiana@example.com',
        phone: '+7 (900) 111-22-33',
        password: 'tatiana-2024',
        password_confirm: 'tatiana-2024',
      },
    });
    expect(registered.statusCode).toBe(201);
    const tokens = registered.json<{ access: string; refresh: string }>();
    const { sessionid } = (await first.inject({ url: '/api/user/session/' })).json<{ sessionid: string }>();
    const cards = resultsOf<{ events: Array<{ id: number }> }>(
      await first.inject({ url: '/api/excursions/' }),
    );
    await first.inject({
      method: 'PATCH',
      url: `/api/cart/excursion/?sessionid=${sessionid}`,
      payload: { event_id: cards[0]!.events[0]!.id, tourists: { vzroslyi: 1 } },
    });
    const reviewsBefore = (await first.inject({ url: '/api/reviews/' })).json<{ count: number }>();
    await first.close();

    const second = await makeApp(path);
    // The generated signing secret was kept: old tokens still verify.
    expect((await second.inject({ url: '/api/user/', headers: bearer(tokens.access) })).statusCode).toBe(200);
    expect(
      (
        await second.inject({
          method: 'POST',
          url: '/api/auth/token/refresh/',
          payload: { refresh: tokens.refresh },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await second.inject({ url: `/api/cart/?sessionid=${sessionid}` })).json<{ count: number }>().count,
    ).toBe(1);
    expect((await second.inject({ url: '/api/reviews/' })).json<{ count: number }>().count).toBe(
      reviewsBefore.count,
    );
    // Seeding ran once: still two demo accounts plus the new one, demo password unchanged.
    await login(second, DEMO);
    await second.close();
  });
});

describe('a long-lived demo database', () => {
  it('extends schedules on start, so there is still something to book weeks after seeding', async () => {
    const path = tempDatabase();
    await (await makeApp(path)).close();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 45 * 86_400_000);
      const later = await makeApp(path);
      const soon = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
      const cards = (await later.inject({ url: `/api/excursions/?date_from=${soon}` })).json<{
        count: number;
      }>();
      expect(cards.count).toBeGreaterThan(8);
      const hotels = (await later.inject({ url: `/api/catalog/hotels/?date_from=${soon}` })).json<{
        count: number;
      }>();
      expect(hotels.count).toBeGreaterThan(3);
      await later.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
