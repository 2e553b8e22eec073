/**
 * The other side of `npm run bench -- --against <ref>`: that commit checked out in a git worktree of
 * its own in the system's temporary folder, its dependencies installed from its own lockfile (or this checkout's
 * node_modules linked when the two lockfiles are the same), and built by its own `npm run build`.
 * With `keep`, the worktree and its build stay for the next run against the same commit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const BUILT_STAMP = '.bench-built';

export interface PreparedRef {
  /** The commit, as `git rev-parse` gives it. */
  sha: string;
  /** The worktree holding that commit, built. */
  dir: string;
  /** Removes the worktree (unless kept). */
  dispose(): void;
}

/**
 * The environment the other commit is installed, built and started in: without this checkout's
 * `node_modules/.bin` on the PATH (where `npm run` puts our Node), so that it runs on the Node its
 * own dependencies bring or else the machine's. Native addons are compiled against the machine's
 * Node headers when it has them (Debian's `/usr/include/node`): this sandbox cannot download them.
 */
export function refEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const path = (env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  const clean = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('npm_')));
  const headers = existsSync('/usr/include/node/node_version.h') ? { npm_config_nodedir: '/usr' } : {};
  return { ...clean, ...headers, PATH: path };
}

function run(command: string, args: string[], cwd: string, what: string, env?: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** No ref given: the newest tag reachable from HEAD (the last release), else the commit before HEAD. */
export function defaultRef(): string {
  const tag = spawnSync('git', ['describe', '--tags', '--abbrev=0'], { cwd: ROOT, encoding: 'utf8' });
  return tag.status === 0 && tag.stdout.trim() ? tag.stdout.trim() : 'HEAD~1';
}

export function prepareRef(ref: string, { keep }: { keep: boolean }): PreparedRef {
  const sha = run('git', ['rev-parse', '--verify', `${ref}^{commit}`], ROOT, `Resolving ${ref}`);
  // Outside this checkout: npm puts every enclosing folder's node_modules/.bin on a script's PATH.
  const dir = join(tmpdir(), `bench-against-${sha.slice(0, 12)}`);
  if (!existsSync(join(dir, 'package.json'))) {
    rmSync(dir, { recursive: true, force: true });
    run('git', ['worktree', 'prune'], ROOT, 'git worktree prune');
    run('git', ['worktree', 'add', '--detach', dir, sha], ROOT, `Checking out ${ref}`);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    const ours = readFileSync(join(ROOT, 'package-lock.json'), 'utf8');
    const theirs = readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (ours === theirs) {
      // The same lockfile installs the same packages: link ours rather than install again.
      symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
    } else {
      console.error(`Installing ${ref}'s dependencies from its own lockfile (npm ci)…`);
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir, `npm ci for ${ref}`, refEnv());
    }
  }
  const stamp = join(dir, BUILT_STAMP);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== sha) {
    console.error(`Building ${ref} (${sha.slice(0, 12)})…`);
    run('npm', ['run', 'build'], dir, `Building ${ref}`, refEnv());
    writeFileSync(stamp, sha);
  }
  return {
    sha,
    dir,
    dispose() {
      if (keep) return;
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
