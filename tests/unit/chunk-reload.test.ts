import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadNow } from '@/shared/lib/chunk-reload';

describe('chunk reload guard', () => {
  it('allows the first reload', () => {
    expect(mayReloadNow(1_000_000, null)).toBe(true);
  });

  it('allows at most one reload per 60 s', () => {
    expect(mayReloadNow(1_000_000 + 59_999, 1_000_000)).toBe(false);
    expect(mayReloadNow(1_000_000 + 60_000, 1_000_000)).toBe(true);
  });

  it('recognises the errors browsers raise for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
