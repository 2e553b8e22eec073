import { CHUNK_RELOAD_GUARD_MS } from '@/shared/config/constants';

const STORAGE_KEY = 'chunk-reload-at';

/** A code-split chunk that failed to load: usually a new deployment removed the old file. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script failed|Loading chunk|Unable to preload CSS|error loading dynamically imported/i.test(
    error.message,
  );
}

/** At most one reload per guard window, so a broken deployment cannot loop the page. */
export function mayReloadNow(
  now: number,
  lastReloadAt: number | null,
  guardMs = CHUNK_RELOAD_GUARD_MS,
): boolean {
  return lastReloadAt === null || now - lastReloadAt >= guardMs;
}

/** Reloads the page if the guard allows it; returns whether it did. */
export function reloadForChunkError(storage: Storage = sessionStorage, now = Date.now()): boolean {
  const stored = Number(storage.getItem(STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReloadNow(now, lastReloadAt)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
