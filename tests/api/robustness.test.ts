import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, fileDemoApp } from './helpers.ts';

/** Bad input of every kind gets a 4xx in the contract's error shape — never a 500, never a crash. */

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

function expectErrorShape(status: number, body: string): void {
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  const parsed = JSON.parse(body) as { detail?: unknown; details?: unknown };
  expect(
    typeof parsed.detail === 'string' || (typeof parsed.details === 'object' && parsed.details !== null),
    body,
  ).toBe(true);
}

describe('bad input', () => {
  it('answers malformed JSON, wrong types and empty bodies with 400 details', async () => {
    for (const [url, payload] of [
      ['/api/auth/token/', '{"username": "a",'],
      ['/api/auth/token/', '[]'],
      ['/api/auth/token/', '"just a string"'],
      ['/api/auth/token/', '{"username": 5, "password": ["x"]}'],
      ['/api/auth/token/', ''],
      ['/api/accounts/registration/', '{"__proto__": {"admin": true}}'],
      ['/api/auth/token/verify/', 'null'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${url} ${payload}`).toBe(400);
      expect(response.json()).toHaveProperty('details');
    }
  });

  it('refuses huge bodies with 413 and unknown content types with 415', async () => {
    const huge = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expectErrorShape(huge.statusCode, huge.body);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expectErrorShape(xml.statusCode, xml.body);
  });

  it('answers unknown query values with 400', async () => {
    for (const url of [
      '/api/excursions/?date_from=2024-13-45',
      '/api/excursions/?tourists=0',
      '/api/excursions/?tourists=abc',
      '/api/excursions/?catalog=future',
      '/api/excursions/?date_from=2030-01-10&date_to=2030-01-01',
      '/api/catalog/hotels/?room=0',
      '/api/catalog/hotels/?room=2-99',
      '/api/catalog/hotels/?date_from=2000-01-01',
      '/api/catalog/hotels/?page=0',
      '/api/reviews/?page_size=1000',
      '/api/reviews/?page=1&page=2',
      '/api/cart/?sessionid=' + 'a'.repeat(300),
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toHaveProperty('details');
    }
    const pastEnd = await app.inject({ url: '/api/reviews/?page=999' });
    expect(pastEnd.statusCode).toBe(404);
    expectErrorShape(pastEnd.statusCode, pastEnd.body);
  });

  it('answers path traversal and odd paths with 404', async () => {
    for (const url of [
      '/api/pages/..%2F..%2Fetc%2Fpasswd/',
      '/api/pages/%2e%2e%2f%2e%2e%2fetc/',
      '/api/catalog/excursions/%2e%2e/%2e%2e/',
      '/api/catalog/excursions/%00/',
      '/api/catalog/hotels/staryj-pskov%2F..%2F..%2F/',
      '/api/catalog/tours/a/b/c/',
      '/api/catalog/room_type/staryj-pskov/%2e%2e%2f%2e%2e%2fx/',
      '/api/catalog/group_excursions/' + 'x'.repeat(400) + '/',
      '/api/user/tourists/-1/',
      '/api/order/history/1e3/',
      '/api/catalog/group_excursion_detail/99999999999/',
      '/api/no/such/thing/',
      '/api/feedback/__proto__/',
      '/api/feedback/constructor/process/',
    ]) {
      const response = await app.inject({ url, method: url.endsWith('process/') ? 'POST' : 'GET' });
      expect([401, 404, 415], url).toContain(response.statusCode);
      expectErrorShape(response.statusCode, response.body);
    }
  });

  it('survives a broken multipart stream and a body on a GET', async () => {
    const tokens = await login(app);
    const broken = await app.inject({
      method: 'PATCH',
      url: '/api/user/1/',
      payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nАнна',
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        'jwt-access-token': `Bearer ${tokens.access}`,
      },
    });
    expectErrorShape(broken.statusCode, broken.body);
    const feedback = await app.inject({
      method: 'POST',
      url: '/api/feedback/header_write_us/process/',
      payload: 'garbage without boundary',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectErrorShape(feedback.statusCode, feedback.body);
    const getWithBody = await app.inject({
      method: 'GET',
      url: '/api/configs/',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(getWithBody.statusCode).toBeLessThan(500);
    expect((await app.inject({ url: '/api/configs/' })).statusCode).toBe(200);
  });

  it('never answers an API path with HTML', async () => {
    const response = await app.inject({ url: '/api/unknown/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
