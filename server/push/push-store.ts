import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Redis } from 'ioredis';

/** Who a subscription tells: an account (`user:12`) or an order placed without one (`order:34`). */
export type PushOwner = `user:${number}` | `order:${number}`;

/** A device's push subscription (as `PushSubscription.toJSON()` gives it) and whose it is. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  owner: PushOwner;
  /** The site's origin the tourist subscribed at: the notification opens the trip there. */
  origin: string;
  /** An order placed without an account: its `payment_token`, which opens its page. */
  orderToken?: string;
  createdAt: number;
}

/** How long a told event's id is remembered: the backend's retries come within it. */
export const EVENT_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the subscriptions live: shared by every replica (Redis), or one process's file (SQLite);
 * both survive a restart. An endpoint belongs to one owner: subscribing it again moves it.
 */
export interface PushStore {
  save(subscription: StoredSubscription): Promise<void>;
  /** Forgets the endpoint (its push service said it is gone, or the device stopped it). */
  remove(endpoint: string): Promise<void>;
  ofOwners(owners: readonly PushOwner[]): Promise<StoredSubscription[]>;
  /** True the first time an event id is seen within `EVENT_MEMORY_MS`, false for a retry. */
  firstTime(eventId: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One process's subscriptions in a SQLite file. Opened with the first call, not at start: a
 * storefront over the agency's backend loads no database until someone subscribes.
 */
export class SqlitePushStore implements PushStore {
  private opening: Promise<DatabaseSync> | undefined;

  constructor(
    private readonly path: string,
    private readonly now: () => number = Date.now,
  ) {}

  private db(): Promise<DatabaseSync> {
    this.opening ??= import('node:sqlite').then(({ DatabaseSync }) => {
      mkdirSync(dirname(this.path), { recursive: true });
      const db = new DatabaseSync(this.path);
      db.exec(`PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 2000;
        CREATE TABLE IF NOT EXISTS push_subscription (
          endpoint TEXT PRIMARY KEY, owner TEXT NOT NULL, subscription TEXT NOT NULL);
        CREATE INDEX IF NOT EXISTS push_subscription_by_owner ON push_subscription (owner);
        CREATE TABLE IF NOT EXISTS push_event (id TEXT PRIMARY KEY, seen_at INTEGER NOT NULL);`);
      return db;
    });
    return this.opening;
  }

  async save(subscription: StoredSubscription): Promise<void> {
    (await this.db())
      .prepare('INSERT OR REPLACE INTO push_subscription (endpoint, owner, subscription) VALUES (?, ?, ?)')
      .run(subscription.endpoint, subscription.owner, JSON.stringify(subscription));
  }

  async remove(endpoint: string): Promise<void> {
    (await this.db()).prepare('DELETE FROM push_subscription WHERE endpoint = ?').run(endpoint);
  }

  async ofOwners(owners: readonly PushOwner[]): Promise<StoredSubscription[]> {
    if (owners.length === 0) return [];
    const rows = (await this.db())
      .prepare(
        `SELECT subscription FROM push_subscription WHERE owner IN (${owners.map(() => '?').join(',')})`,
      )
      .all(...owners) as Array<{ subscription: string }>;
    return rows.map((row) => JSON.parse(row.subscription) as StoredSubscription);
  }

  async firstTime(eventId: string): Promise<boolean> {
    const db = await this.db();
    const now = this.now();
    db.prepare('DELETE FROM push_event WHERE seen_at < ?').run(now - EVENT_MEMORY_MS);
    return (
      db.prepare('INSERT OR IGNORE INTO push_event (id, seen_at) VALUES (?, ?)').run(eventId, now).changes > 0
    );
  }

  async close(): Promise<void> {
    if (this.opening) (await this.opening).close();
  }
}

const PREFIX = 'storefront:push';
const subscriptionKey = (endpoint: string) => `${PREFIX}:subscription:${endpoint}`;
const ownerKey = (owner: PushOwner) => `${PREFIX}:owner:${owner}`;

/** Moves an endpoint to its new owner: off the old owner's set, onto the new one's. */
const SAVE = `
local old = redis.call('GET', KEYS[1])
if old then redis.call('SREM', ARGV[3] .. cjson.decode(old).owner, ARGV[1]) end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[2], ARGV[1])
`;

/** Removes an endpoint, and it from its owner's set. */
const REMOVE = `
local old = redis.call('GET', KEYS[1])
if not old then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', ARGV[2] .. cjson.decode(old).owner, ARGV[1])
return 1
`;

export class RedisPushStore implements PushStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 2000,
    });
    // Errors reach the caller of each command; the client's own event would be an unhandled one.
    this.redis.on('error', () => undefined);
  }

  async save(subscription: StoredSubscription): Promise<void> {
    await this.redis.eval(
      SAVE,
      2,
      subscriptionKey(subscription.endpoint),
      ownerKey(subscription.owner),
      subscription.endpoint,
      JSON.stringify(subscription),
      `${PREFIX}:owner:`,
    );
  }

  async remove(endpoint: string): Promise<void> {
    await this.redis.eval(REMOVE, 1, subscriptionKey(endpoint), endpoint, `${PREFIX}:owner:`);
  }

  async ofOwners(owners: readonly PushOwner[]): Promise<StoredSubscription[]> {
    const endpoints = (await Promise.all(owners.map((owner) => this.redis.smembers(ownerKey(owner))))).flat();
    if (endpoints.length === 0) return [];
    const values = await this.redis.mget(endpoints.map(subscriptionKey));
    return values.flatMap((value) => (value ? [JSON.parse(value) as StoredSubscription] : []));
  }

  async firstTime(eventId: string): Promise<boolean> {
    return (await this.redis.set(`${PREFIX}:event:${eventId}`, '1', 'PX', EVENT_MEMORY_MS, 'NX')) === 'OK';
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
