import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'sw',
  'server',
  'common',
  'contract',
  'vite.server.config.ts',
  'public',
  'scripts/vite-router-manifest.ts',
  'scripts/path-aliases.ts',
  'tsconfig.base.json',
  'vite.config.ts',
  'manifest.webmanifest',
  'package.json',
];

/** Written into the client build when both builds finished: a build that failed half-way never counts. */
export const STAMP = '.build-complete';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when there is no finished build, or a source file changed after it was started. */
export function buildIsStale(root: string, distDir: string): boolean {
  const builtAt = newestMtime(join(distDir, STAMP));
  if (builtAt === 0) return true;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}
