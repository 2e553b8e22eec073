import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build, buildIfStale, type RunVite } from '../../server/build/build.ts';
import { buildIsStale, STAMP } from '../../server/build/stale.ts';

const secondsAgo = (path: string, seconds: number) => {
  const time = new Date(Date.now() - seconds * 1000);
  utimesSync(path, time, time);
};

/** A project whose sources were last saved a minute ago. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'storefront-build-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/main.tsx'), 'x');
  secondsAgo(join(root, 'src/main.tsx'), 60);
  secondsAgo(join(root, 'src'), 60);
  const distDir = join(root, 'dist');
  const ssrDir = join(root, 'dist-server');
  const nodeDir = join(root, 'dist-node');
  mkdirSync(distDir);
  return { root, distDir, ssrDir, nodeDir };
}

/** A stand-in for Vite: writes `label` into the folder it is given, or fails on the server build. */
function fakeVite(
  label: string,
  { failSsr = false, gate }: { failSsr?: boolean; gate?: Promise<void> } = {},
) {
  const calls: string[][] = [];
  const run: RunVite = async (_root, args) => {
    calls.push(args);
    await gate;
    if (failSsr && args.includes('--ssr')) throw new Error('vite failed');
    const outDir = args[args.indexOf('--outDir') + 1]!;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), label);
  };
  return { run, calls };
}

/** A finished build whose stamp is older than the sources: the next start rebuilds. */
function outdatedBuild(distDir: string, ssrDir: string) {
  writeFileSync(join(distDir, 'index.html'), 'working build');
  writeFileSync(join(distDir, 'only-in-old.js'), 'x');
  mkdirSync(ssrDir);
  writeFileSync(join(ssrDir, 'index.html'), 'working build');
  writeFileSync(join(distDir, STAMP), 'ok');
  secondsAgo(join(distDir, STAMP), 120);
}

describe('npm start builds when needed', () => {
  it('builds when there is no finished build', () => {
    const { root, distDir } = project();
    writeFileSync(join(distDir, 'index.html'), 'half-written build');
    expect(buildIsStale(root, distDir)).toBe(true);
  });

  it('does not build again when the build is newer than every source', () => {
    const { root, distDir } = project();
    writeFileSync(join(distDir, STAMP), 'ok');
    expect(buildIsStale(root, distDir)).toBe(false);
  });

  it('builds when a source changed after the build', () => {
    const { root, distDir } = project();
    writeFileSync(join(distDir, STAMP), 'ok');
    secondsAgo(join(distDir, STAMP), 30);
    writeFileSync(join(root, 'src/main.tsx'), 'saved after the build');
    expect(buildIsStale(root, distDir)).toBe(true);
  });
});

describe('npm run build and the rebuild of npm start', () => {
  it('npm run build leaves the stamp npm start checks, so a start after it does not build again', async () => {
    const targets = project();
    await build(targets, { run: fakeVite('built').run });
    expect(buildIsStale(targets.root, targets.distDir)).toBe(false);

    const start = fakeVite('rebuilt');
    await buildIfStale(targets, { run: start.run });
    expect(start.calls).toEqual([]);
  });

  it('a source saved while the build ran still counts as newer than the build', async () => {
    const targets = project();
    const run: RunVite = async (root, args) => {
      await fakeVite('built').run(root, args);
      writeFileSync(join(root, 'src/main.tsx'), 'saved during the build');
    };
    await build(targets, { run });
    expect(buildIsStale(targets.root, targets.distDir)).toBe(true);
  });

  it('swaps a rebuild in whole: nothing of the old build is left', async () => {
    const targets = project();
    outdatedBuild(targets.distDir, targets.ssrDir);
    await buildIfStale(targets, { run: fakeVite('new build').run });
    expect(readFileSync(join(targets.distDir, 'index.html'), 'utf8')).toBe('new build');
    expect(readFileSync(join(targets.ssrDir, 'index.html'), 'utf8')).toBe('new build');
    expect(existsSync(join(targets.distDir, 'only-in-old.js'))).toBe(false);
    expect(existsSync(`${targets.distDir}.next`)).toBe(false);
  });

  it('keeps the hashed files of the build it replaces, one build back', async () => {
    const targets = project();
    const assetsOf = (dir: string) => readdirSync(join(dir, 'assets')).sort();
    /** A stand-in for Vite whose client build has the hashed files `names`. */
    const buildWith =
      (...names: string[]): RunVite =>
      async (root, args) => {
        await fakeVite('built').run(root, args);
        if (args.includes('--ssr') || args.includes('--config')) return;
        const outDir = args[args.indexOf('--outDir') + 1]!;
        mkdirSync(join(outDir, 'assets'));
        for (const name of names) writeFileSync(join(outDir, 'assets', name), name);
      };
    await build(targets, { run: buildWith('entry-A.js', 'page-A.js', 'react-1.js') });
    await build(targets, { run: buildWith('entry-B.js', 'page-B.js', 'react-1.js') });
    expect(assetsOf(targets.distDir)).toEqual([
      'entry-A.js',
      'entry-B.js',
      'page-A.js',
      'page-B.js',
      'react-1.js',
    ]);
    await build(targets, { run: buildWith('entry-C.js', 'page-B.js', 'react-1.js') });
    expect(assetsOf(targets.distDir)).toEqual(['entry-B.js', 'entry-C.js', 'page-B.js', 'react-1.js']);
  });

  it('a failed rebuild leaves the working build as it was', async () => {
    const targets = project();
    outdatedBuild(targets.distDir, targets.ssrDir);
    await expect(buildIfStale(targets, { run: fakeVite('broken', { failSsr: true }).run })).rejects.toThrow(
      'vite failed',
    );
    expect(readFileSync(join(targets.distDir, 'index.html'), 'utf8')).toBe('working build');
    expect(readFileSync(join(targets.ssrDir, 'index.html'), 'utf8')).toBe('working build');
    expect(existsSync(join(targets.distDir, STAMP))).toBe(true);
    expect(existsSync(`${targets.distDir}.next`)).toBe(false);
    expect(existsSync(`${targets.distDir}.lock`)).toBe(false);
  });

  it('a second start waits for the first one’s build and then uses it', async () => {
    const targets = project();
    let release!: () => void;
    const first = fakeVite('first', { gate: new Promise((resolve) => (release = resolve)) });
    const second = fakeVite('second');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const firstStart = buildIfStale(targets, { run: first.run, lockPollMs: 10 });
    const secondStart = buildIfStale(targets, { run: second.run, lockPollMs: 10 });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/waiting/)));
    expect(existsSync(`${targets.distDir}.lock`)).toBe(true);
    release();
    await Promise.all([firstStart, secondStart]);
    log.mockRestore();
    expect(first.calls).toHaveLength(3);
    expect(second.calls).toEqual([]);
    expect(readFileSync(join(targets.distDir, 'index.html'), 'utf8')).toBe('first');
    expect(existsSync(`${targets.distDir}.lock`)).toBe(false);
  });

  it('takes over the lock of a build that was killed', async () => {
    const targets = project();
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(`${targets.distDir}.lock`, String(exited));
    const start = fakeVite('built');
    await buildIfStale(targets, { run: start.run, lockPollMs: 10 });
    expect(start.calls).toHaveLength(3);
    expect(buildIsStale(targets.root, targets.distDir)).toBe(false);
  });
});
