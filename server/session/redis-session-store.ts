import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import {
  GRACE_MS,
  SessionStoreUnavailable,
  tokenDigest,
  type RefreshResult,
  type SessionStore,
  type TokenPair,
} from './session-store.ts';

const PREFIX = 'storefront:session';
const CLAIM = 'pending:';
const PAIR = 'pair:';
const REFUSED = 'refused';

/** Where the store tells of Redis going away and coming back (Fastify's logger fits). */
export interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

export interface RedisStoreOptions {
  /** How long a replica may run a refresh before another may take it over (its holder may be gone). */
  lockMs?: number;
  /** How often a replica waiting for another's refresh looks for its outcome. */
  pollMs?: number;
  /** The longest a call waits for Redis: to connect, or to answer one command. */
  timeoutMs?: number;
  log?: StoreLog;
}

/**
 * Writes a refresh's outcome unless a better one stands. A pair the backend issued replaces any
 * claim, and a refusal too (that one came from a replica that took over a slow holder's claim and
 * presented the token again after the backend had rotated it); 'refused' replaces only its writer's
 * own claim. Answers the outcome that stands, which every caller then gets.
 * KEYS[1] the refresh's key; ARGV: the writer's claim, its outcome, the grace in ms.
 */
const SETTLE = `
local current = redis.call('GET', KEYS[1])
if current and string.sub(current, 1, ${PAIR.length}) == '${PAIR}' then return current end
if string.sub(ARGV[2], 1, ${PAIR.length}) == '${PAIR}' or not current or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
end
return ARGV[2]
`;

/** Gives up a claim that got no answer, unless another replica has taken it over meanwhile. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
};

/** The key of a refresh token's refresh: a hash, never the token itself. */
const keyOf = (refreshToken: string) => `${PREFIX}:refresh:${sha256(refreshToken).toString('hex')}`;

/** The key that refuses a signed-out access token until its expiry. */
const endedKey = (accessToken: string) => `${PREFIX}:ended:${tokenDigest(accessToken)}`;

/**
 * The new pair sits in Redis for the grace sealed with a key derived from the old refresh token, so
 * that only a caller who presents that token can read it, and a copy of Redis gives nobody a session.
 */
const pairKey = (refreshToken: string) => sha256('storefront session pair\0', refreshToken);

function seal(pair: TokenPair, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', pairKey(refreshToken), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return PAIR + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

function unseal(value: string, refreshToken: string): TokenPair {
  const raw = Buffer.from(value.slice(PAIR.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', pairKey(refreshToken), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  const pair = JSON.parse(text) as Partial<TokenPair>;
  if (typeof pair.access !== 'string' || typeof pair.refresh !== 'string') throw new Error('Not a pair');
  return { access: pair.access, refresh: pair.refresh };
}

/** `redis://host:port/db` without the password, for the log. */
function shown(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/**
 * The token keeper's shared state in Redis, for several server processes behind a balancer: one
 * replica claims a refresh token's refresh (`SET … NX PX`), calls the backend and stores the outcome
 * for the grace; the others wait for it, looking every few milliseconds, and take the claim over if
 * it ends with no outcome. A Redis that does not answer fails the call at once
 * (`SessionStoreUnavailable`), and only before the backend is asked: a pair the backend has issued
 * always reaches the callers of the replica that asked for it.
 */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;
  private readonly lockMs: number;
  private readonly pollMs: number;
  private readonly timeoutMs: number;
  /** The refreshes this process waits for: its parallel calls share one claim or one wait. */
  private readonly waiting = new Map<string, Promise<RefreshResult>>();
  private away = false;

  constructor(
    private readonly url: string,
    { lockMs = 10_000, pollMs = 25, timeoutMs = 1_000, log }: RedisStoreOptions = {},
  ) {
    this.lockMs = lockMs;
    this.pollMs = pollMs;
    this.timeoutMs = timeoutMs;
    this.redis = new Redis(url, {
      lazyConnect: true,
      // Fail fast: while Redis is away a command is refused at once, not queued until it is back…
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // …and one that Redis does not answer gives up soon, rather than holding the visitor's call.
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      // Reconnecting goes on in the background, so the store serves again as soon as Redis is back.
      retryStrategy: (times) => Math.min(times * 100, 1_000),
    });
    // Without a listener every failed reconnection would be printed; one line per outage is enough.
    this.redis.on('error', (error: Error) => {
      if (this.away) return;
      this.away = true;
      log?.warn(
        `Redis at ${shown(this.url)} does not answer (${error.message}): signed-in calls that need a refresh answer 503 until it does`,
      );
    });
    this.redis.on('ready', () => {
      if (!this.away) return;
      this.away = false;
      log?.info(`Redis at ${shown(this.url)} answers again`);
    });
  }

  refreshOnce(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult> {
    const key = keyOf(refreshToken);
    const known = this.waiting.get(key);
    if (known) return known;
    const result = this.claimOrWait(key, refreshToken, refresh).finally(() => this.waiting.delete(key));
    this.waiting.set(key, result);
    return result;
  }

  async endAccess(accessToken: string, untilMs: number): Promise<void> {
    const ttl = Math.ceil(untilMs - Date.now());
    if (ttl <= 0) return;
    await this.command(() => this.redis.set(endedKey(accessToken), '1', 'PX', ttl));
  }

  async accessEnded(accessToken: string): Promise<boolean> {
    return (await this.command(() => this.redis.exists(endedKey(accessToken)))) === 1;
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async connect(): Promise<void> {
    if (this.redis.status !== 'wait') return;
    // A Redis that is away at start does not stop the server: pages and anonymous calls need none.
    await Promise.race([
      this.redis.connect().catch(() => undefined),
      sleep(2 * this.timeoutMs, undefined, { ref: false }),
    ]);
  }

  async close(): Promise<void> {
    this.waiting.clear();
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }

  private async command<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new SessionStoreUnavailable(error);
    }
  }

  private async claimOrWait(
    key: string,
    refreshToken: string,
    refresh: () => Promise<RefreshResult>,
  ): Promise<RefreshResult> {
    // A claim runs out after lockMs; a caller that came during it then has its outcome, or takes it over.
    const deadline = Date.now() + this.lockMs + this.timeoutMs;
    for (;;) {
      if (Date.now() > deadline) throw new Error('No outcome of the refresh in time');
      const claim = CLAIM + randomUUID();
      const claimed = await this.command(() => this.redis.set(key, claim, 'PX', this.lockMs, 'NX'));
      if (claimed === 'OK') return this.runClaimed(key, claim, refreshToken, refresh);
      let value = await this.command(() => this.redis.get(key));
      while (value?.startsWith(CLAIM)) {
        if (Date.now() > deadline) throw new Error('No outcome of the refresh in time');
        await sleep(this.pollMs);
        value = await this.command(() => this.redis.get(key));
      }
      if (value !== null) return this.outcome(value, refreshToken);
      // The claim ended with no outcome (its holder got no answer, or is gone): claim it again.
    }
  }

  /** The backend is asked once; its answer reaches this replica's callers whatever Redis does next. */
  private async runClaimed(
    key: string,
    claim: string,
    refreshToken: string,
    refresh: () => Promise<RefreshResult>,
  ): Promise<RefreshResult> {
    let result: RefreshResult;
    try {
      result = await refresh();
    } catch (error) {
      // No answer: the next caller, here or on another replica, tries again.
      await this.redis.eval(RELEASE, 1, key, claim).catch(() => undefined);
      throw error;
    }
    const mine = result ? seal(result, refreshToken) : REFUSED;
    const standing = await this.redis.eval(SETTLE, 1, key, claim, mine, GRACE_MS).catch(() => mine);
    if (typeof standing !== 'string' || standing === mine) return result;
    try {
      return this.outcome(standing, refreshToken);
    } catch {
      return result;
    }
  }

  private outcome(value: string, refreshToken: string): RefreshResult {
    if (value === REFUSED) return null;
    try {
      return unseal(value, refreshToken);
    } catch (error) {
      throw new SessionStoreUnavailable(error);
    }
  }
}
