import { CHUNK_RELOAD_GUARD_MS } from '@/shared/config/constants';

const STORAGE_KEY = 'chunk-reload-at';

/**
 * After `beforeunload`, the page counts as being left for this long: a leave the visitor called
 * off (a prompt answered 'Остаться') must not keep the page from ever recovering.
 */
const LEAVING_MS = 10_000;

/** A code-split chunk that failed to load: a new deployment removed it, or its load was cut short. */
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
 * The file a chunk error names. Chromium and Firefox put its address in the message; WebKit's
 * 'Importing a module script failed.' names none, so the page's own entry module stands in: a
 * deployment that removed a chunk removed the entry that imports it too (content hashes).
 */
export function chunkUrl(error: Error, entryUrl: string | null): string | null {
  const named = /(https?:\/\/\S+?\.(?:m?js|css))/.exec(error.message)?.[1] ?? null;
  return named ?? entryUrl;
}

let leftAt: number | null = null;
let hidden = false;

/** Whether the visitor is leaving this document: its loads may be cut short, which is no new deployment. */
export function pageIsLeaving(now = Date.now()): boolean {
  return hidden || (leftAt !== null && now - leftAt < LEAVING_MS);
}

/**
 * Follows the page's leaving, and keeps TanStack Router's lazy route loader from reloading on its
 * own (it reloads once per error message unless its key is set, before any boundary can decide):
 * every failed dynamic import passes through Vite's `vite:preloadError` first.
 */
export function watchChunkErrors(target: Window = window, storage: Storage = sessionStorage): void {
  target.addEventListener('beforeunload', () => {
    leftAt = Date.now();
  });
  target.addEventListener('pagehide', () => {
    hidden = true;
  });
  target.addEventListener('pageshow', () => {
    hidden = false;
    leftAt = null;
  });
  target.addEventListener('vite:preloadError', (event) => {
    const key = routerReloadKey((event as Event & { payload?: unknown }).payload);
    if (key) storage.setItem(key, '1');
  });
}

function routerReloadKey(error: unknown): string | null {
  return error instanceof Error ? `tanstack_router_reload:${error.message}` : null;
}

/** The page's entry module (its first module script): the build it came from. */
function pageEntryUrl(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? null;
}

/** Whether the server says the file is gone; an aborted or offline request proves nothing. */
export async function fileIsGone(url: string, fetchFile: typeof fetch = fetch): Promise<boolean> {
  try {
    const answer = await fetchFile(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

interface ReloadDeps {
  storage: Storage;
  now: () => number;
  reload: () => void;
  leaving: () => boolean;
  isGone: (url: string) => Promise<boolean>;
  entryUrl: () => string | null;
}

/**
 * Reloads the page for a chunk that is really missing (a new deployment): not while the page is
 * being left, not when the file is still there or the server cannot be asked, and at most once per
 * guard window. Resolves to whether it reloaded.
 */
export async function reloadForChunkError(error: unknown, deps: Partial<ReloadDeps> = {}): Promise<boolean> {
  const storage = deps.storage ?? sessionStorage;
  const now = deps.now ?? Date.now;
  const leaving = deps.leaving ?? (() => pageIsLeaving());
  const isGone = deps.isGone ?? ((url: string) => fileIsGone(url));
  const entryUrl = deps.entryUrl ?? pageEntryUrl;
  const reload = deps.reload ?? (() => window.location.reload());
  if (!(error instanceof Error) || leaving()) return false;
  const routerKey = routerReloadKey(error);
  if (routerKey) storage.setItem(routerKey, '1');
  const stored = Number(storage.getItem(STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReloadNow(now(), lastReloadAt)) return false;
  const url = chunkUrl(error, entryUrl());
  if (!url || !(await isGone(url)) || leaving()) return false;
  storage.setItem(STORAGE_KEY, String(now()));
  reload();
  return true;
}
