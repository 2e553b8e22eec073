import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHealth } from '../../server/health.ts';
import { buildTestApp } from './helpers.ts';
import { startRedis, type TestRedis } from './redis-server.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('/healthz and /readyz', () => {
  it('say the process answers and is ready, at their own paths, for no cache to keep', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('are not pages: no trailing-slash redirect, and the renderer answers only for the slashed path', async () => {
    const page = await app.inject({ url: '/readyz/' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('readiness with API_URL', () => {
  let backend: FastifyInstance;
  let storefront: FastifyInstance;
  let backendStatus = 200;
  beforeAll(async () => {
    backend = Fastify();
    backend.get('/backend/api/configs/', async (_request, reply) => reply.code(backendStatus).send({}));
    await backend.listen({ port: 0, host: '127.0.0.1' });
    const { port } = backend.server.address() as AddressInfo;
    storefront = await buildTestApp({ apiUrl: `http://127.0.0.1:${port}/backend` });
  });
  afterAll(async () => {
    await storefront.close();
    await backend.close();
  });

  it('is ready while the backend answers, and names it when it fails', async () => {
    expect((await storefront.inject({ url: '/readyz' })).statusCode).toBe(200);

    backendStatus = 502;
    const failing = await storefront.inject({ url: '/readyz' });
    expect(failing.statusCode).toBe(503);
    expect(failing.json()).toEqual({ status: 'unavailable', failed: ['backend'] });
    expect(failing.headers['cache-control']).toBe('no-store');
    // Liveness does not depend on the backend.
    expect((await storefront.inject({ url: '/healthz' })).statusCode).toBe(200);

    backendStatus = 200;
    await backend.close();
    const gone = await storefront.inject({ url: '/readyz' });
    expect(gone.json()).toEqual({ status: 'unavailable', failed: ['backend'] });
  });
});

describe('registerHealth', () => {
  it('runs every check, and names each that throws or does not answer in time', async () => {
    const probe = Fastify();
    registerHealth(
      probe,
      [
        { name: 'build', check: async () => {} },
        {
          name: 'redis',
          check: async () => {
            throw new Error('ECONNREFUSED');
          },
        },
        { name: 'slow', check: () => new Promise(() => {}) },
      ],
      { timeoutMs: 50 },
    );
    const response = await probe.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', failed: ['redis', 'slow'] });
    await probe.close();
  });
});

describe('readiness with REDIS_URL', () => {
  let redis: TestRedis;
  let storefront: FastifyInstance;
  beforeAll(async () => {
    redis = await startRedis();
    storefront = await buildTestApp({ redisUrl: redis.url });
    await storefront.ready();
  });
  afterAll(async () => {
    await storefront.close();
    await redis.stop();
  });

  it('is ready while the session store answers, and names it when it does not', async () => {
    expect((await storefront.inject({ url: '/readyz' })).statusCode).toBe(200);
    await redis.stop();
    const down = await storefront.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', failed: ['redis'] });
    // The process itself still answers: nothing to restart.
    expect((await storefront.inject({ url: '/healthz' })).statusCode).toBe(200);
    await redis.start();
    await expect.poll(async () => (await storefront.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
