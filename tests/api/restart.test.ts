import { afterAll, describe, expect, it } from 'vitest';
import { bearer, cleanTempDirs, DEMO, login, makeApp, tempDatabase } from './helpers.ts';

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
    const cards = (await first.inject({ url: '/api/excursions/' })).json<
      Array<{
        events: Array<{ id: number }>;
      }>
    >();
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
