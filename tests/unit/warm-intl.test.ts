import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { INTL_WARM_UP_SOURCE } from '@/shared/lib/warm-intl';

describe('Intl warm-up worker', () => {
  it('makes the formatters format.ts uses, then reports and closes', () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    // Run as a worker would: its own global scope with postMessage and close.
    runInNewContext(INTL_WARM_UP_SOURCE, { postMessage, close, Intl });
    expect(postMessage).toHaveBeenCalledWith(0);
    expect(close).toHaveBeenCalled();
  });
});
