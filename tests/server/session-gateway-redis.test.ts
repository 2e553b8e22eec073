import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { sessionStoreReady } from '../../server/session/gateway.ts';
import { buildTestApp } from './helpers.ts';
import { startRedis, type TestRedis } from './redis-server.ts';

// Several server processes behind a balancer share the visitors' refreshes through Redis (REDIS_URL).

const setCookies = (response: LightMyRequestResponse) =>
  new Map(response.cookies.map((cookie) => [cookie.name, cookie]));

const cookieHeader = (tokens: { access: string; refresh: string }) =>
  `access_token=${tokens.access}; refresh_token=${tokens.refresh}; signed_in=1`;

/** A JWT-shaped token of the stand-in backend: its kind, its end and an id; no signature to check. */
function jwt(kind: 'access' | 'refresh', inS: number): string {
  const nowS = Math.floor(Date.now() / 1000);
  const claims = { token_type: kind, iat: nowS, exp: nowS + inS, jti: randomUUID() };
  return `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;
}

const claimsOf = (token: unknown) => {
  try {
    const payload = String(token).split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; jti: string };
  } catch {
    return null;
  }
};

/**
 * Stands in for a Django backend with simplejwt's ROTATE_REFRESH_TOKENS and
 * BLACKLIST_AFTER_ROTATION: a refresh token is taken once, and counted.
 */
async function startRotatingBackend() {
  const backend = Fastify();
  const issued = new Set<string>();
  const liveRefresh = new Set<string>();
  let refreshes = 0;
  const issue = () => {
    const pair = { access: jwt('access', 1800), refresh: jwt('refresh', 86_400) };
    issued.add(claimsOf(pair.access)!.jti);
    liveRefresh.add(claimsOf(pair.refresh)!.jti);
    return pair;
  };
  const goodAccess = (token: unknown) => {
    const claims = claimsOf(token);
    return !!claims && issued.has(claims.jti) && claims.exp > Date.now() / 1000;
  };
  const invalid = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
  backend.post('/api/auth/token/', async () => issue());
  backend.post<{ Body: { token?: string } }>('/api/auth/token/verify/', async (request, reply) =>
    goodAccess(request.body.token) ? {} : reply.code(401).send(invalid),
  );
  backend.post<{ Body: { refresh?: string } }>('/api/auth/token/refresh/', async (request, reply) => {
    refreshes += 1;
    const claims = claimsOf(request.body.refresh);
    if (!claims || !liveRefresh.delete(claims.jti))
      return reply.code(401).send({ detail: 'Token is blacklisted', code: 'token_not_valid' });
    return issue();
  });
  backend.get('/api/user/', async (request, reply) => {
    const token = String(request.headers['jwt-access-token'] ?? '').replace(/^Bearer /, '');
    return goodAccess(token) ? { email: 'tourist@example.com' } : reply.code(401).send(invalid);
  });
  await backend.listen({ port: 0, host: '127.0.0.1' });
  const { port } = backend.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refreshes: () => refreshes,
    /** A token of this backend that ended a minute ago, as a tab finds it after a while away. */
    expiredAccess: () => {
      const token = jwt('access', -60);
      issued.add(claimsOf(token)!.jti);
      return token;
    },
    close: () => backend.close(),
  };
}

describe('two replicas behind a balancer, in front of a backend that rotates refresh tokens', () => {
  let redis: TestRedis;
  let backend: Awaited<ReturnType<typeof startRotatingBackend>>;
  const apps: FastifyInstance[] = [];

  /** A replica of the server's API side, with or without the shared store. */
  const replica = async (redisUrl: string | undefined) => {
    const app = await buildApp({
      config: { ...readConfig({}), apiUrl: backend.url, redisUrl },
      serveApp: false,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    [redis, backend] = await Promise.all([startRedis(), startRotatingBackend()]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await backend.close();
    await redis.stop();
  });

  /** Signs in on `app`, then sends a burst of calls with an expired access token, alternating replicas. */
  async function burstAfterExpiry(one: FastifyInstance, two: FastifyInstance) {
    const signIn = await one.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: 'tourist@example.com', password: 'secret' },
    });
    const stale = {
      access: backend.expiredAccess(),
      refresh: setCookies(signIn).get('refresh_token')!.value,
    };
    return Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? one : two).inject({
          method: 'GET',
          url: '/api/user/',
          headers: { cookie: cookieHeader(stale) },
        }),
      ),
    );
  }

  it('with REDIS_URL, two tabs on two replicas make one refresh and the visitor stays signed in', async () => {
    const [one, two] = [await replica(redis.url), await replica(redis.url)];
    const before = backend.refreshes();
    const answers = await burstAfterExpiry(one, two);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(backend.refreshes() - before).toBe(1);
    const renewed = new Set(answers.map((answer) => setCookies(answer).get('refresh_token')?.value));
    expect(renewed.size).toBe(1);
    expect([...renewed][0]).toBeTruthy();
    expect(await sessionStoreReady(one)).toBe(true);
  });

  it('without it, the second replica presents the rotated token again and the visitor is signed out', async () => {
    const [one, two] = [await replica(undefined), await replica(undefined)];
    const before = backend.refreshes();
    const answers = await burstAfterExpiry(one, two);
    expect(backend.refreshes() - before).toBe(2);
    expect(answers.some((answer) => setCookies(answer).get('refresh_token')?.value === '')).toBe(true);
    // One process alone has nothing to share: its store is always ready.
    expect(await sessionStoreReady(one)).toBe(true);
  });
});

describe('when Redis does not answer', () => {
  const SECRET = 'session-gateway-redis-test-secret';
  const DEMO = { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' };
  let redis: TestRedis;
  let app: FastifyInstance;

  beforeAll(async () => {
    redis = await startRedis();
    app = await buildTestApp({ jwtSecret: SECRET, redisUrl: redis.url });
  });
  afterAll(async () => {
    await app.close();
    await redis.stop();
  });

  /** The demo's own access token for the user, signed as it signs them, that ended a minute ago. */
  function expiredDemoAccess(access: string): string {
    const claims = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as object;
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const nowS = Math.floor(Date.now() / 1000);
    const input = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ ...claims, exp: nowS - 60, iat: nowS - 1860, jti: 'expired' })}`;
    return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
  }

  it('a signed-in call that needs a refresh answers 503 and signs nobody out; others go on', async () => {
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/token/', payload: DEMO });
    const cookies = setCookies(signIn);
    const tokens = {
      access: cookies.get('access_token')!.value,
      refresh: cookies.get('refresh_token')!.value,
    };
    const stale = { access: expiredDemoAccess(tokens.access), refresh: tokens.refresh };
    expect(await sessionStoreReady(app)).toBe(true);

    await redis.stop();
    expect(await sessionStoreReady(app)).toBe(false);
    const call = (pair: typeof tokens) =>
      app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: cookieHeader(pair) } });
    const refused = await call(stale);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: 'Сервис временно недоступен. Попробуйте через минуту.' });
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.cookies).toEqual([]);
    // A token still good needs no refresh; pages and anonymous calls need no session at all.
    expect((await call(tokens)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/configs/' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');

    // Back again: the same visitor's call is refreshed as ever.
    await redis.start();
    await vi.waitFor(async () => expect(await sessionStoreReady(app)).toBe(true), { timeout: 5_000 });
    const renewed = await call(stale);
    expect(renewed.statusCode).toBe(200);
    expect(setCookies(renewed).get('access_token')?.value).toBeTruthy();
  });

  it('closing the server closes its Redis connection', async () => {
    const look = new Redis(redis.url);
    try {
      const clients = async () =>
        String(await look.client('LIST'))
          .trim()
          .split('\n').length;
      const other = await buildTestApp({ jwtSecret: SECRET, redisUrl: redis.url });
      await other.ready();
      const open = await clients();
      await other.close();
      await vi.waitFor(async () => expect(await clients()).toBe(open - 1));
    } finally {
      look.disconnect();
    }
  });
});
