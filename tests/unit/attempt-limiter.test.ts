import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttemptLimiter } from '../../server/api/lib/attempt-limiter.ts';

const limits = { free: 3, firstPauseMs: 10_000, maxPauseMs: 40_000, forgetAfterMs: 3_600_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('attempts per key', () => {
  it('lets the free attempts through, then pauses, each pause twice the last up to the cap', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = new AttemptLimiter(limits);
    for (let attempt = 0; attempt < 3; attempt++) expect(limiter.attempt(['a']).allowed).toBe(true);
    const pauses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = limiter.attempt(['a']);
      if (refused.allowed) throw new Error('expected a pause');
      pauses.push(refused.retryAfterSeconds);
      vi.setSystemTime(Date.now() + refused.retryAfterSeconds * 1000);
      expect(limiter.attempt(['a']).allowed).toBe(true);
    }
    expect(pauses).toEqual([10, 20, 40, 40]);
  });

  it('counts an attempt against every key, and none when one of them must wait', () => {
    const limiter = new AttemptLimiter(limits);
    for (let attempt = 0; attempt < 3; attempt++) limiter.attempt(['account', `address-${attempt}`]);
    expect(limiter.attempt(['account', 'fresh-address']).allowed).toBe(false);
    // The refused attempt did not count against the fresh address.
    for (let attempt = 0; attempt < 3; attempt++)
      expect(limiter.attempt(['fresh-address']).allowed).toBe(true);
  });

  it('gives back a refunded attempt, and forgets a key on request or after a quiet hour', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = new AttemptLimiter(limits);
    for (let attempt = 0; attempt < 3; attempt++) {
      const counted = limiter.attempt(['a']);
      if (counted.allowed) counted.refund();
    }
    expect(limiter.attempt(['a']).allowed).toBe(true);

    for (let attempt = 0; attempt < 3; attempt++) limiter.attempt(['b']);
    limiter.forget('b');
    expect(limiter.attempt(['b']).allowed).toBe(true);

    for (let attempt = 0; attempt < 3; attempt++) limiter.attempt(['c']);
    vi.setSystemTime(Date.now() + 3_600_001);
    expect(limiter.attempt(['c']).allowed).toBe(true);
  });
});
