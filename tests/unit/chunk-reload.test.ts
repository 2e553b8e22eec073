import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadNow, reloadForChunkError } from '@/shared/lib/chunk-reload';

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

describe('one reload in all, with the router’s own', () => {
  const memoryStorage = () => {
    const entries = new Map<string, string>();
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      entries,
    };
  };
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');

  it('reloads once, then not again within 60 s, and keeps the router from reloading on its own', () => {
    const storage = memoryStorage();
    const reloads: number[] = [];
    const reload = () => reloads.push(1);
    expect(reloadForChunkError(error, storage as unknown as Storage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(error, storage as unknown as Storage, 1_030_000, reload)).toBe(false);
    expect(reloads).toHaveLength(1);
    expect(storage.entries.get(`tanstack_router_reload:${error.message}`)).toBe('1');
    expect(reloadForChunkError(error, storage as unknown as Storage, 1_061_000, reload)).toBe(true);
  });
});
