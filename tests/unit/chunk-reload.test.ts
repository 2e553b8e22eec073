import { describe, expect, it, vi } from 'vitest';
import {
  chunkUrl,
  fileIsGone,
  isChunkLoadError,
  mayReloadNow,
  reloadForChunkError,
} from '@/shared/lib/chunk-reload';

describe('chunk reload guard', () => {
  it('allows the first reload', () => {
    expect(mayReloadNow(1_000_000, null)).toBe(true);
  });

  it('allows at most one reload per 60 s', () => {
    expect(mayReloadNow(1_000_000 + 59_999, 1_000_000)).toBe(false);
    expect(mayReloadNow(1_000_000 + 60_000, 1_000_000)).toBe(true);
  });

  it('recognises the errors browsers raise for a chunk that did not load', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('which file a chunk error is about', () => {
  const entry = 'https://shop.example/assets/index-abc.js';

  it('is the file the message names (Chromium, Firefox)', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://shop.example/assets/policy-1a2b.js',
    );
    const firefox = new TypeError(
      'error loading dynamically imported module: https://shop.example/assets/policy-1a2b.js',
    );
    expect(chunkUrl(chromium, entry)).toBe('https://shop.example/assets/policy-1a2b.js');
    expect(chunkUrl(firefox, entry)).toBe('https://shop.example/assets/policy-1a2b.js');
  });

  it("is the page's entry when the message names none (WebKit)", () => {
    expect(chunkUrl(new TypeError('Importing a module script failed.'), entry)).toBe(entry);
    expect(chunkUrl(new TypeError('Importing a module script failed.'), null)).toBeNull();
  });

  it('is gone only when the server says 404 or 410, never when it cannot be asked', async () => {
    const answering = (status: number) => vi.fn(() => Promise.resolve(new Response(null, { status })));
    expect(await fileIsGone(entry, answering(404))).toBe(true);
    expect(await fileIsGone(entry, answering(410))).toBe(true);
    expect(await fileIsGone(entry, answering(200))).toBe(false);
    expect(await fileIsGone(entry, answering(503))).toBe(false);
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fileIsGone(entry, offline)).toBe(false);
    const asked = answering(404);
    await fileIsGone(entry, asked);
    expect(asked).toHaveBeenCalledWith(entry, { method: 'HEAD', cache: 'no-store' });
  });
});

describe('a reload only for a chunk that is really missing', () => {
  const memoryStorage = () => {
    const entries = new Map<string, string>();
    return {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, value),
      entries,
    };
  };
  const error = new TypeError(
    'Failed to fetch dynamically imported module: https://shop.example/assets/a.js',
  );

  function world(overrides: { gone?: boolean; leaving?: boolean; leavingAfterAsking?: boolean } = {}) {
    const storage = memoryStorage();
    const reload = vi.fn();
    let time = 1_000_000;
    let asked = false;
    const isGone = vi.fn(() => {
      asked = true;
      return Promise.resolve(overrides.gone ?? true);
    });
    const deps = {
      storage: storage as unknown as Storage,
      now: () => time,
      reload,
      leaving: () => (overrides.leaving ?? false) || (asked && (overrides.leavingAfterAsking ?? false)),
      isGone,
      entryUrl: () => 'https://shop.example/assets/index-abc.js',
    };
    return { storage, reload, isGone, deps, later: (ms: number) => (time += ms) };
  }

  it('reloads once for a file the server no longer has, then not again within 60 s', async () => {
    const { storage, reload, isGone, deps, later } = world();
    expect(await reloadForChunkError(error, deps)).toBe(true);
    expect(isGone).toHaveBeenCalledWith('https://shop.example/assets/a.js');
    later(30_000);
    expect(await reloadForChunkError(error, deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    later(31_000);
    expect(await reloadForChunkError(error, deps)).toBe(true);
    // The router's lazy loader must not reload on its own for the same error.
    expect(storage.entries.get(`tanstack_router_reload:${error.message}`)).toBe('1');
  });

  it('does not reload when the file is still there (an aborted or flaky load)', async () => {
    const { reload, deps } = world({ gone: false });
    expect(await reloadForChunkError(error, deps)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while the visitor is leaving the page, and does not even ask', async () => {
    const { reload, isGone, deps } = world({ leaving: true });
    expect(await reloadForChunkError(new TypeError('Importing a module script failed.'), deps)).toBe(false);
    expect(isGone).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the visitor left while the server was asked', async () => {
    const { reload, deps } = world({ leavingAfterAsking: true });
    expect(await reloadForChunkError(error, deps)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks about the entry for an error that names no file (WebKit)', async () => {
    const { reload, isGone, deps } = world();
    expect(await reloadForChunkError(new TypeError('Importing a module script failed.'), deps)).toBe(true);
    expect(isGone).toHaveBeenCalledWith('https://shop.example/assets/index-abc.js');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
