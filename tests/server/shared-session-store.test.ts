import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisSessionStore, type RedisStoreOptions } from '../../server/session/redis-session-store.ts';
import { TokenKeeper, type BackendCall } from '../../server/session/token-keeper.ts';
import { startRedis, type TestRedis } from './redis-server.ts';

// Two TokenKeepers on one Redis stand for two replicas of the server behind a balancer.

type Answer = { status: number; body: unknown };

/** A JWT-shaped token, unique to the test, that ends `inS` seconds from now. */
function token(name: string, inS: number): string {
  const nowS = Math.floor(Date.now() / 1000);
  const claims = { iat: nowS, exp: nowS + inS, jti: `${name}-${randomUUID()}` };
  return `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${name}`;
}

/** An answer the test gives when it chooses. */
function later<T>() {
  let give: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (give = resolve));
  return { promise, give };
}

/** The one backend both replicas stand in front of: counts its refreshes; the test sets their answers. */
function backend(refresh: (count: number) => Promise<Answer> | Answer) {
  let refreshes = 0;
  const call: BackendCall = async (path) => {
    if (!path.endsWith('/refresh/')) throw new Error(`unexpected ${path}`);
    refreshes += 1;
    return refresh(refreshes);
  };
  return { call, refreshes: () => refreshes };
}

const keyOf = (refresh: string) =>
  `storefront:session:refresh:${createHash('sha256').update(refresh).digest('hex')}`;

let redis: TestRedis;
/** The test's own look at Redis: what the replicas left there. */
let look: Redis;
const stores: RedisSessionStore[] = [];

beforeAll(async () => {
  redis = await startRedis();
  look = new Redis(redis.url);
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
});
afterAll(async () => {
  look.disconnect();
  await redis.stop();
});

async function replica(api: { call: BackendCall }, options: RedisStoreOptions = {}, url = redis.url) {
  const store = new RedisSessionStore(url, options);
  stores.push(store);
  await store.connect();
  return new TokenKeeper(api.call, Date.now, store);
}

/**
 * Watches Redis's own record of commands: `claims(count)` resolves once `count` claims of
 * `refresh`'s refresh have been tried (each replica tries once, its parallel calls sharing it).
 */
async function watchClaims(refresh: string) {
  const monitor = await look.monitor();
  const key = keyOf(refresh);
  let seen = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  monitor.on('monitor', (_time: string, args: string[]) => {
    if (args[0]?.toLowerCase() !== 'set' || args[1] !== key) return;
    seen += 1;
    for (const wait of waiting) if (seen >= wait.count) wait.resolve();
  });
  return {
    claims: (count: number) =>
      new Promise<void>((resolve) => (seen >= count ? resolve() : waiting.push({ count, resolve }))),
    stop: () => monitor.disconnect(),
  };
}

/**
 * `count` calls for one expired pair, spread over two replicas, all in flight once both replicas
 * have met the refresh and before the backend answers it (`answer.give`).
 */
async function burstOverTwoReplicas(refreshName: string, count: number) {
  const answer = later<Answer>();
  const api = backend(() => answer.promise);
  const [one, two] = [await replica(api), await replica(api)];
  const stale = { access: token('expired', -10), refresh: token(refreshName, 86_400) };
  const watch = await watchClaims(stale.refresh);
  const calls = Array.from({ length: count }, (_, index) =>
    (index % 2 ? one : two).prepare(stale.access, stale.refresh),
  );
  await watch.claims(2);
  watch.stop();
  return { answer, api, two, stale, calls };
}

describe('two replicas sharing one Redis', () => {
  it('fed a burst for one expired pair, make one refresh, and every caller gets the same new pair', async () => {
    const { answer, api, calls } = await burstOverTwoReplicas('refresh', 12);
    const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
    answer.give({ status: 200, body: renewed });
    const outcomes = await Promise.all(calls);
    expect(outcomes).toEqual(outcomes.map(() => ({ kind: 'use', access: renewed.access, renewed })));
    expect(api.refreshes()).toBe(1);
  });

  it('a tab that comes within the grace, on either replica, gets the new pair without a second refresh', async () => {
    const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
    const api = backend(() => ({ status: 200, body: renewed }));
    const [one, two] = [await replica(api), await replica(api)];
    const stale = { access: token('expired', -10), refresh: token('refresh', 86_400) };
    await one.prepare(stale.access, stale.refresh);
    const late = [await two.prepare(stale.access, stale.refresh), await one.prepare(null, stale.refresh)];
    expect(late).toEqual(late.map(() => ({ kind: 'use', access: renewed.access, renewed })));
    expect(api.refreshes()).toBe(1);
    // Kept for the grace, under a hash of the old token, and sealed: no token can be read in Redis.
    const pttl = await look.pttl(keyOf(stale.refresh));
    expect(pttl).toBeGreaterThan(55_000);
    expect(pttl).toBeLessThanOrEqual(60_000);
    const value = (await look.get(keyOf(stale.refresh)))!;
    for (const secret of [stale.refresh, renewed.access, renewed.refresh]) {
      expect(value).not.toContain(secret);
      expect(await look.keys(`*${secret}*`)).toEqual([]);
    }
  });

  it('a refused refresh is seen as the end by every caller, the late ones too, and asked once', async () => {
    const { answer, api, two, stale, calls } = await burstOverTwoReplicas('revoked', 6);
    answer.give({ status: 401, body: { detail: 'Token is blacklisted', code: 'token_not_valid' } });
    const outcomes = [...(await Promise.all(calls)), await two.prepare(stale.access, stale.refresh)];
    expect(outcomes).toEqual(outcomes.map(() => ({ kind: 'ended' })));
    expect(api.refreshes()).toBe(1);
  });

  it('a refresh that got no answer is tried again by the next call, on the other replica too', async () => {
    const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
    const api = backend((count) => {
      if (count === 1) throw new TypeError('fetch failed');
      return { status: 200, body: renewed };
    });
    const [one, two] = [await replica(api), await replica(api)];
    const stale = { access: token('expired', -10), refresh: token('refresh', 86_400) };
    expect(await one.prepare(stale.access, stale.refresh)).toEqual({ kind: 'unreachable', access: null });
    expect(await two.prepare(stale.access, stale.refresh)).toMatchObject({ kind: 'use', renewed });
    expect(api.refreshes()).toBe(2);
  });

  it('a claim whose holder never finishes is taken over, and the pair the backend issued stands for all', async () => {
    const first = later<Answer>();
    const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
    // The first refresh hangs; the second, after the claim ran out, gets the pair.
    const api = backend((count) => (count === 1 ? first.promise : { status: 200, body: renewed }));
    const options = { lockMs: 300, timeoutMs: 300 };
    const [one, two] = [await replica(api, options), await replica(api, options)];
    const stale = { access: token('expired', -10), refresh: token('refresh', 86_400) };
    const slow = one.prepare(stale.access, stale.refresh);
    await vi.waitFor(() => expect(api.refreshes()).toBe(1));
    expect(await two.prepare(stale.access, stale.refresh)).toMatchObject({ kind: 'use', renewed });
    // The slow one's token was rotated meanwhile: the backend refuses it, yet its callers keep the pair.
    first.give({ status: 401, body: { detail: 'Token is blacklisted' } });
    expect(await slow).toMatchObject({ kind: 'use', renewed });
    expect(api.refreshes()).toBe(2);
  });
});

describe('a Redis that does not answer', () => {
  it('makes no refresh and says so, and serves again once it is back', async () => {
    const away = await startRedis();
    try {
      const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
      const api = backend(() => ({ status: 200, body: renewed }));
      const keeper = await replica(api, {}, away.url);
      const store = stores.at(-1)!;
      expect(await store.ping()).toBe(true);
      await away.stop();
      const stale = { access: token('expired', -10), refresh: token('refresh', 86_400) };
      expect(await keeper.prepare(stale.access, stale.refresh)).toEqual({ kind: 'unavailable' });
      expect(await store.ping()).toBe(false);
      expect(api.refreshes()).toBe(0);
      // A token still good needs no refresh, so no Redis.
      const good = token('good', 1800);
      keeper.issued({ access: good, refresh: stale.refresh });
      expect(await keeper.prepare(good, stale.refresh)).toMatchObject({ kind: 'use', access: good });

      await away.start();
      await vi.waitFor(async () => expect(await store.ping()).toBe(true), { timeout: 5_000 });
      expect(await keeper.prepare(stale.access, stale.refresh)).toMatchObject({ kind: 'use', renewed });
    } finally {
      await away.stop();
    }
  });

  it('after the backend has refreshed, still hands its callers the new pair', async () => {
    const away = await startRedis();
    try {
      const answer = later<Answer>();
      const api = backend(() => answer.promise);
      const keeper = await replica(api, {}, away.url);
      const stale = { access: token('expired', -10), refresh: token('refresh', 86_400) };
      const call = keeper.prepare(stale.access, stale.refresh);
      await vi.waitFor(() => expect(api.refreshes()).toBe(1));
      await away.stop();
      const renewed = { access: token('renewed', 1800), refresh: token('rotated', 86_400) };
      answer.give({ status: 200, body: renewed });
      expect(await call).toEqual({ kind: 'use', access: renewed.access, renewed });
    } finally {
      await away.stop();
    }
  });
});

describe('a signed-out access token', () => {
  it('is refused by every replica until its expiry, and forgotten after', async () => {
    const [one, two] = [new RedisSessionStore(redis.url), new RedisSessionStore(redis.url)];
    stores.push(one, two);
    await Promise.all([one.connect(), two.connect()]);
    const access = token('signed-out', 600);
    expect(await two.accessEnded(access)).toBe(false);
    await one.endAccess(access, Date.now() + 60_000);
    expect(await two.accessEnded(access)).toBe(true);
    // Keyed by a hash: the token itself is not in Redis.
    expect(await look.keys('*signed-out*')).toEqual([]);
    const ttl = await look.pttl(
      `storefront:session:ended:${createHash('sha256').update(access).digest('hex')}`,
    );
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // One that has expired already needs no entry.
    const old = token('old', -10);
    await one.endAccess(old, Date.now() - 1);
    expect(await two.accessEnded(old)).toBe(false);
  });
});
