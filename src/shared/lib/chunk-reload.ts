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

/**
 * TanStack Router's lazy route loader reloads once per failing module per session on its own,
 * unless this key is set. Setting it leaves our guard the only one deciding.
 */
function routerReloadKey(error: unknown): string | null {
  return error instanceof Error ? `tanstack_router_reload:${error.message}` : null;
}

/** Reloads the page for a failed chunk if the guard allows it; returns whether it did. */
export function reloadForChunkError(
  error: unknown,
  storage: Storage = sessionStorage,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const routerKey = routerReloadKey(error);
  if (routerKey) storage.setItem(routerKey, '1');
  const stored = Number(storage.getItem(STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReloadNow(now, lastReloadAt)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
