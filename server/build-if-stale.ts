import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src',
  'sw',
  'public',
  'scripts/vite-router-manifest.ts',
  'vite.config.ts',
  'manifest.webmanifest',
  'package.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Written after a build that finished: a build that failed half-way never counts as fresh. */
const STAMP = '.build-complete';

/** True when there is no finished build, or a source file changed after it was made. */
export function buildIsStale(root: string, distDir: string): boolean {
  const builtAt = newestMtime(join(distDir, STAMP));
  if (builtAt === 0) return true;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

/** Builds the client into `distDir` and the server render entry into `ssrDir` when needed. */
export function buildIfStale(root: string, distDir: string, ssrDir: string): void {
  if (!buildIsStale(root, distDir)) return;
  console.log('Building the app (missing or older than its sources)…');
  for (const args of [
    ['vite', 'build', '--outDir', distDir, '--emptyOutDir'],
    ['vite', 'build', '--ssr', '--outDir', ssrDir, '--emptyOutDir'],
  ]) {
    const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed.');
  }
  writeFileSync(join(distDir, STAMP), new Date().toISOString());
}
