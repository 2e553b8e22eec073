import { spawn } from 'node:child_process';
import { rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { carryPreviousAssets } from './carry-assets.ts';
import { withLock } from './lock.ts';
import { clearLeftovers, nextOf, swapIn } from './swap.ts';
import { buildIsStale, STAMP } from './stale.ts';

export interface BuildTargets {
  root: string;
  /** The client build (`vite build`). */
  distDir: string;
  /** The server render entry (`vite build --ssr`). */
  ssrDir: string;
  /** The compiled server (`vite build --config vite.server.config.ts`), which `npm start` runs. */
  nodeDir: string;
}

/** Runs `vite` with these arguments in `root`; rejects when it fails. */
export type RunVite = (root: string, args: string[]) => Promise<void>;

export interface BuildOptions {
  /** Tests hand in a stand-in for Vite. */
  run?: RunVite;
  /** How often a waiting process looks whether the lock is gone. */
  lockPollMs?: number;
}

const runVite: RunVite = (root, args) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', ...args], { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} failed (exit ${code}).`)),
    );
  });

const lockOf = (targets: BuildTargets) => `${targets.distDir}.lock`;

/**
 * The stamp is dated this much before the build started: a source saved during the build, or just
 * as it started (file times can lag the clock by a few milliseconds), still counts as newer.
 */
const STAMP_LEAD_MS = 1000;

/**
 * The three builds, written beside the live ones and swapped in only when all finished: a failed
 * build leaves the working one as it was. The live client build's hashed files come along
 * (carry-assets.ts), so pages it rendered keep working after the swap.
 */
async function buildAndSwap(targets: BuildTargets, run: RunVite): Promise<void> {
  const { root, distDir, ssrDir, nodeDir } = targets;
  const dirs = [distDir, ssrDir, nodeDir];
  const startedAt = new Date(Date.now() - STAMP_LEAD_MS);
  clearLeftovers(dirs);
  try {
    await run(root, ['build', '--outDir', nextOf(distDir), '--emptyOutDir']);
    await run(root, ['build', '--ssr', '--outDir', nextOf(ssrDir), '--emptyOutDir']);
    await run(root, [
      'build',
      '--config',
      'vite.server.config.ts',
      '--outDir',
      nextOf(nodeDir),
      '--emptyOutDir',
    ]);
  } catch (error) {
    clearLeftovers(dirs);
    throw error;
  }
  carryPreviousAssets(distDir, nextOf(distDir));
  const stamp = join(nextOf(distDir), STAMP);
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  // Between the swaps the set is mixed: without a stamp it counts as no build.
  rmSync(join(distDir, STAMP), { force: true });
  swapIn(nodeDir);
  swapIn(ssrDir);
  swapIn(distDir);
}

const lockOptions = ({ lockPollMs }: BuildOptions) => ({
  onWait: () => console.log('Another build is running: waiting for it to finish…'),
  ...(lockPollMs === undefined ? {} : { pollMs: lockPollMs }),
});

/** `npm run build`: builds now, after any build already running. */
export async function build(targets: BuildTargets, options: BuildOptions = {}): Promise<void> {
  await withLock(lockOf(targets), () => buildAndSwap(targets, options.run ?? runVite), lockOptions(options));
}

/**
 * `npm start`: builds when there is no finished build or a source is newer. A second start waits
 * for the first one's build and then uses it.
 */
export async function buildIfStale(targets: BuildTargets, options: BuildOptions = {}): Promise<void> {
  if (!buildIsStale(targets.root, targets.distDir)) return;
  await withLock(
    lockOf(targets),
    async () => {
      // The build this start waited for may be the one it needed.
      if (!buildIsStale(targets.root, targets.distDir)) return;
      console.log('Building the app (missing or older than its sources)…');
      await buildAndSwap(targets, options.run ?? runVite);
    },
    lockOptions(options),
  );
}
