import { nowMs } from './time.ts';

export interface AttemptLimits {
  /** Attempts allowed before the first pause. */
  free: number;
  /** The first pause; each attempt after it doubles the next one. */
  firstPauseMs: number;
  maxPauseMs: number;
  /** Attempts are forgotten this long after the last one. */
  forgetAfterMs: number;
}

interface Entry {
  count: number;
  lastAt: number;
}

export type Attempt = { allowed: true; refund(): void } | { allowed: false; retryAfterSeconds: number };

/** Past this many keys, stale ones are swept, then the oldest dropped: a spray of keys stays bounded. */
const MAX_KEYS = 100_000;

/**
 * Counts attempts per key (an account, a client address) and, past `free` of them, makes each key
 * wait before the next one, the wait doubling with every attempt. An attempt is counted before it is
 * checked, so parallel requests cannot slip past the count; one that succeeds is refunded.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly limits: AttemptLimits) {}

  /** Counts an attempt against every key, or, if one of them must wait, none. */
  attempt(keys: string[]): Attempt {
    const now = nowMs();
    const wait = Math.max(0, ...keys.map((key) => this.waitOf(this.current(key, now), now)));
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
    const counted = keys.map((key) => {
      const entry = this.current(key, now) ?? { count: 0, lastAt: now };
      entry.count += 1;
      entry.lastAt = now;
      this.entries.set(key, entry);
      return entry;
    });
    if (this.entries.size > MAX_KEYS) this.sweep(now);
    return {
      allowed: true,
      refund: () => {
        for (const entry of counted) entry.count = Math.max(0, entry.count - 1);
      },
    };
  }

  /** Forgets a key's attempts (an account signed in: its owner is back). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.lastAt > this.limits.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private waitOf(entry: Entry | undefined, now: number): number {
    if (!entry || entry.count < this.limits.free) return 0;
    const pause = Math.min(
      this.limits.maxPauseMs,
      this.limits.firstPauseMs * 2 ** Math.min(30, entry.count - this.limits.free),
    );
    return Math.max(0, entry.lastAt + pause - now);
  }

  private sweep(now: number): void {
    for (const key of [...this.entries.keys()]) this.current(key, now);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}
