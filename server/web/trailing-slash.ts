/**
 * Decides whether a page request must be redirected to its trailing-slash form (docs/product.md#routes).
 * Returns the Location to send, or null when the request is served as is.
 *
 * The Location is always a same-origin absolute path: leading slashes and backslashes are
 * collapsed so that `//evil.example` or `/\evil.example` can never become a protocol-relative
 * redirect off this origin.
 */
export function trailingSlashRedirect(rawUrl: string): string | null {
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart);

  if (path.endsWith('/')) return null;
  if (path === '/login' || path.startsWith('/api/') || path === '/api') return null;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return null;

  const safePath = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const absolute = safePath.startsWith('/') ? safePath : `/${safePath}`;
  return `${absolute}/${query}`;
}
