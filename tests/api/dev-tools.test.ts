import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDevTool, fileDemoApp, operations } from './helpers.ts';

/**
 * The test tools (`DEMO_DEV_TOOLS=1`) are the demo's own, not the contract's: their answers are
 * held to their own schemas (server/api/routes/dev/schemas.ts), as the contract's are to it.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

const arm = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/dev/faults/', payload: payload as object, headers });

describe('the test tools', () => {
  it('are not in the contract', () => {
    expect(operations.filter((operation) => operation.path.startsWith('/api/dev/'))).toEqual([]);
  });

  it('answer their calls as described', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/accounts/restore',
      payload: { email: 'demo@pskovtour.example' },
    });
    const outbox = await app.inject({ url: '/api/dev/outbox/?page_size=50' });
    expect(outbox.statusCode).toBe(200);
    const letters = expectDevTool(outbox, 'listOutbox') as { results: unknown[] };
    expect(letters.results.length).toBeGreaterThan(0);
    const fault = await arm({ path: '/api/no-such-call/', status: 503, times: 1 });
    expect(fault.statusCode).toBe(201);
    expect(expectDevTool(fault, 'injectFault')).toEqual({
      path: '/api/no-such-call/',
      status: 503,
      times: 1,
    });
  });

  it('answer a bad query or a page past the end in the described shapes', async () => {
    for (const query of ['page_size=0', 'page=0', 'page_size=1000', `to=${'x'.repeat(300)}`]) {
      const response = await app.inject({ url: `/api/dev/outbox/?${query}` });
      expect(response.statusCode, query).toBe(400);
      expectDevTool(response, 'listOutbox');
    }
    const pastEnd = await app.inject({ url: '/api/dev/outbox/?to=nobody@example.com&page=2' });
    expect(pastEnd.statusCode).toBe(404);
    expectDevTool(pastEnd, 'listOutbox');
  });

  it('answer a bad fault, malformed JSON, a wrong content type and a huge body in the described shapes', async () => {
    const invalid = await arm({ path: '/elsewhere/', status: 200, times: 0, extra: true });
    expect(invalid.statusCode).toBe(400);
    const { details } = expectDevTool(invalid, 'injectFault') as { details: Record<string, string[]> };
    expect(Object.keys(details).sort()).toEqual(['extra', 'path', 'status', 'times']);
    for (const [payload, contentType, status] of [
      ['{"oops": ', 'application/json', 400],
      ['', 'application/json', 400],
      ['a=1', 'text/plain', 415],
      [JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 'application/json', 413],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/dev/faults/',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, payload.slice(0, 20)).toBe(status);
      expectDevTool(response, 'injectFault');
    }
  });

  it('fail the next calls of the arming session only, as many times as armed', async () => {
    const path = '/api/auth/token/verify/';
    const verify = (sessionid: string) =>
      app.inject({ method: 'POST', url: path, payload: { token: 'x' }, cookies: { sessionid } });
    expect((await arm({ path, status: 503, times: 1 }, { cookie: 'sessionid=armed' })).statusCode).toBe(201);
    expect((await verify('other')).statusCode).toBe(401);
    const failed = await verify('armed');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ detail: 'Сервис временно недоступен.' });
    expect((await verify('armed')).statusCode).toBe(401);
  });
});
