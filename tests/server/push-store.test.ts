import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RedisPushStore,
  SqlitePushStore,
  type PushStore,
  type StoredSubscription,
} from '../../server/push/push-store.ts';
import { startRedis, type TestRedis } from './redis-server.ts';

// The two stores of push subscriptions (docs/decisions/047) keep the same promises.

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const device = (endpoint: string, owner: StoredSubscription['owner']): StoredSubscription => ({
  endpoint,
  keys: { p256dh: 'p', auth: 'a' },
  owner,
  origin: 'https://pskovtour.example',
  createdAt: 1,
});

const stores: Array<[string, () => PushStore]> = [
  ['SQLite', () => new SqlitePushStore(join(mkdtempSync(join(tmpdir(), 'push-store-')), 'push.sqlite'))],
  ['Redis', () => new RedisPushStore(redis.url)],
];

describe.each(stores)('the %s store', (_name, make) => {
  it('finds a device by its owner, moves it to a new owner, forgets it, and tells an event once', async () => {
    const store = make();
    try {
      await store.save(device('https://push.example/1', 'user:1'));
      await store.save(device('https://push.example/2', 'order:7'));
      expect((await store.ofOwners(['user:1', 'order:7'])).map((found) => found.endpoint).sort()).toEqual([
        'https://push.example/1',
        'https://push.example/2',
      ]);
      // The same device subscribed again by another account is that account's only.
      await store.save(device('https://push.example/2', 'user:2'));
      expect(await store.ofOwners(['order:7'])).toEqual([]);
      expect((await store.ofOwners(['user:2']))[0]?.owner).toBe('user:2');
      await store.remove('https://push.example/1');
      expect(await store.ofOwners(['user:1'])).toEqual([]);
      const id = `event-${Math.random()}`;
      expect(await store.firstTime(id)).toBe(true);
      expect(await store.firstTime(id)).toBe(false);
    } finally {
      await store.close();
    }
  });
});
