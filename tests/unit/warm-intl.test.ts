import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_SOURCE } from '@/shared/lib/warm-intl';

describe('Intl warm-up worker', () => {
  it('makes the formatters format.ts uses, then closes', () => {
    const close = vi.fn();
    // Run as a worker would: its own global scope with close().
    runInNewContext(INTL_WARM_UP_SOURCE, { close, Intl });
    expect(close).toHaveBeenCalledOnce();
  });
});
