import { msToAgencyMidnight } from '@common/agency-clock.ts';

/** Cache-Control for a file in the build output, by its path relative to the output folder. */
export function cacheControlFor(relativePath: string): string {
  // A precompressed file (`sw.js.br`) is sent for the file it stands for, and cached as that one.
  const path = relativePath
    .replace(/\\/g, '/')
    .replace(/^\/+/, '')
    .replace(/\.(br|gz)$/, '');
  // Vite puts content-hashed files here: they never change under the same name.
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // The shell and the worker must be revalidated on every visit or updates never reach users.
  if (/^(index\.html|sw\.js|manifest\.webmanifest)$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}

/**
 * How long a shared cache (a CDN, nginx's `proxy_cache`) keeps a page that is the same for every
 * visitor: fresh for a minute, then served stale for ten more while it fetches the next copy, so
 * the server renders each page about once a minute however many come (decision 019).
 */
export const PAGE_CACHE_SECONDS = { fresh: 60, stale: 600 } as const;

/** One visitor's answer: no cache keeps it, the browser's included. */
export const NOT_STORED = 'private, no-store';

/** The trailing-slash redirect (docs/product.md#routes) depends on the path alone and never changes. */
export const SLASH_REDIRECT_CACHE = 'public, max-age=3600';

/**
 * Cache-Control of a page's answer. A personal one (its route says so, or the request carries a
 * session) is never stored; a failure (5xx) neither. Any other is the same for every visitor and
 * is kept by shared caches for `PAGE_CACHE_SECONDS` (only a 200 is served stale: a 404 or a
 * redirect follows the data sooner); a browser keeps no fresh copy (`max-age=0`). No copy outlives
 * the agency's day: the search defaults in a page, and the address it writes, name today.
 */
export function pageCacheControl(status: number, personal: boolean, now: number = Date.now()): string {
  if (personal) return NOT_STORED;
  if (status >= 500) return 'no-store';
  const dayLeft = Math.floor(msToAgencyMidnight(now) / 1000);
  const fresh = Math.min(PAGE_CACHE_SECONDS.fresh, dayLeft);
  const stale = status < 300 ? Math.min(PAGE_CACHE_SECONDS.stale, dayLeft - fresh) : 0;
  return `public, max-age=0, s-maxage=${fresh}${stale > 0 ? `, stale-while-revalidate=${stale}` : ''}`;
}
