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
