import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  cleanTempDirs,
  DEMO2,
  expectContract,
  login,
  makeApp,
  multipart,
  resultsOf,
} from './helpers.ts';
import type { Schemas } from '../../server/api/contract/types.ts';
import { addDays, today } from '../../server/api/lib/time.ts';

let app: FastifyInstance;
let anna: Record<string, string>;
let petr: Record<string, string>;
beforeAll(async () => {
  app = await makeApp();
  anna = bearer((await login(app)).access);
  petr = bearer((await login(app, DEMO2)).access);
});
afterAll(async () => {
  await app.close();
  cleanTempDirs();
});

describe('tourists', () => {
  it('lists, adds, updates and deletes the own tourists; another user gets 404 for them', async () => {
    const listed = expectContract(
      await app.inject({ url: '/api/user/tourists/', headers: anna }),
      'listTourists',
    ) as { count: number; results: unknown[] };
    expect(listed.results.length).toBe(2);
    expect(listed.count).toBe(2);

    const created = await app.inject({
      method: 'POST',
      url: '/api/user/tourists/',
      headers: anna,
      payload: {
        last_name: 'Смирнов',
        first_name: 'Глеб',
        birth_date: '2019-02-03',
        gender: 0,
        phone: '+7 (911) 111-22-33',
      },
    });
    expect(created.statusCode).toBe(201);
    const tourist = expectContract(created, 'createTourist') as { id: number; phone: string };
    expect(tourist.phone).toBe('+79111112233');

    const updated = await app.inject({
      method: 'PATCH',
      url: `/api/user/tourists/${tourist.id}/`,
      headers: anna,
      payload: { patronymic: 'Андреевич', document_type: 2, document_number: 'I-ДО 000111' },
    });
    expect(expectContract(updated, 'updateTourist')).toMatchObject({
      first_name: 'Глеб',
      patronymic: 'Андреевич',
      document_type: 2,
    });

    // Someone else's tourist does not exist for Пётр.
    const foreignPatch = await app.inject({
      method: 'PATCH',
      url: `/api/user/tourists/${tourist.id}/`,
      headers: petr,
      payload: { first_name: 'X' },
    });
    expect(foreignPatch.statusCode).toBe(404);
    expectContract(foreignPatch, 'updateTourist');
    const foreignDelete = await app.inject({
      method: 'DELETE',
      url: `/api/user/tourists/${tourist.id}`,
      headers: petr,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(resultsOf(await app.inject({ url: '/api/user/tourists/', headers: petr }))).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/user/tourists/${tourist.id}`,
      headers: anna,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/user/tourists/${tourist.id}`, headers: anna }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: '/api/user/tourists/' })).statusCode).toBe(401);
  });

  it('validates tourist fields per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/tourists/',
      headers: anna,
      payload: { last_name: '', first_name: 42, country: 999, birth_date: '2999-01-01' },
    });
    expect(response.statusCode).toBe(400);
    const details = (expectContract(response, 'createTourist') as { details: Record<string, string[]> })
      .details;
    expect(Object.keys(details)).toEqual(expect.arrayContaining(['last_name', 'first_name']));
  });
});

describe('current user', () => {
  it('reads and updates the current user by JSON and by multipart; another id is 404', async () => {
    const me = expectContract(await app.inject({ url: '/api/user/', headers: anna }), 'getCurrentUser') as {
      id: number;
    };
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: anna,
      payload: { first_name: 'Аня', birth_date: null },
    });
    expect(expectContract(patched, 'updateCurrentUser')).toMatchObject({
      first_name: 'Аня',
      birth_date: null,
    });

    const form = multipart({
      first_name: 'Анна',
      gender: '1',
      birth_date: '1988-04-12',
      phone: '+7 (911) 350-12-34',
    });
    const viaForm = await app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      payload: form.payload,
      headers: { ...form.headers, ...anna },
    });
    expect(expectContract(viaForm, 'updateUser')).toMatchObject({
      first_name: 'Анна',
      gender: 1,
      birth_date: '1988-04-12',
      phone: '+79113501234',
    });

    const badForm = multipart({ gender: '7', birth_date: '12.04.1988' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/user/${me.id}/`,
      payload: badForm.payload,
      headers: { ...badForm.headers, ...anna },
    });
    expect(bad.statusCode).toBe(400);
    expectContract(bad, 'updateUser');

    expect((await app.inject({ url: `/api/user/${me.id + 1}/`, headers: anna })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/user/abc/', headers: anna })).statusCode).toBe(404);
  });
});

describe('order history', () => {
  it('splits active and completed orders and hides other users’ orders', async () => {
    const active = expectContract(
      await app.inject({ url: '/api/order/history/list/?completed=false', headers: anna }),
      'listOrderHistory',
    ) as {
      results: Array<{ id: number; completed: boolean }>;
    };
    const completed = expectContract(
      await app.inject({ url: '/api/order/history/list/?completed=true', headers: anna }),
      'listOrderHistory',
    ) as {
      results: Array<{ id: number; completed: boolean }>;
    };
    expect(active.results.every((order) => !order.completed)).toBe(true);
    expect(completed.results.every((order) => order.completed)).toBe(true);
    expect(completed.results.length).toBeGreaterThan(0);
    const id = completed.results[0]!.id;
    expectContract(await app.inject({ url: `/api/order/history/${id}/`, headers: anna }), 'getOrder');
    expect((await app.inject({ url: `/api/order/history/${id}/`, headers: petr })).statusCode).toBe(404);
    const bogus = await app.inject({ url: '/api/order/history/list/?completed=maybe', headers: anna });
    expect(bogus.statusCode).toBe(400);
    expectContract(bogus, 'listOrderHistory');
  });

  it('gives the demo user a paid excursion the day after tomorrow, with what its trip card needs', async () => {
    const active = (
      await app.inject({ url: '/api/order/history/list/?completed=false', headers: anna })
    ).json<{ results: Array<Schemas['Order']> }>();
    const paid = active.results.find((order) => order.status === 'paid');
    expect(paid?.participants?.map((person) => person.first_name)).toEqual(['Анна', 'Илья']);
    expect(paid?.items[0]).toMatchObject({
      type: 'excursion',
      date_start: addDays(today(), 2),
      time: '10:00',
      duration_minutes: 120,
      meeting_point: {
        text: 'У памятника княгине Ольге, Октябрьская площадь',
        address: 'г. Псков, Кремль, 4',
        latitude: 57.8223,
        longitude: 28.3287,
      },
    });
    // The prepaid weekend tour meets at its time and place on the first day of its departure.
    const tour = active.results.flatMap((order) => order.items).find((item) => item.type === 'tour');
    expect(tour?.time).toBe('09:00');
    expect(tour?.meeting_point?.text).toMatch(/вокзал/i);
  });
});
