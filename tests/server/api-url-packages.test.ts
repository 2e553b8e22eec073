import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
/** What only the demo backend needs: its database, its request checks, its reading of the contract. */
const DEMO_PACKAGES = ['node:sqlite', 'ajv', 'ajv-formats', 'yaml'];

/** The packages of `DEMO_PACKAGES` a fresh Node process has loaded once the app has started and answered. */
async function loadedPackages(env: Record<string, string>): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tests/server/loaded-packages.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'storefront-packages-')), 'db.sqlite'),
        OUTBOX_QUIET: '1',
        PACKAGES: DEMO_PACKAGES.join(','),
        ...env,
      },
    },
  );
  const line = stdout.split('\n').findLast((text) => text.startsWith('['));
  return JSON.parse(line ?? 'null') as string[];
}

describe('the demo backend’s packages', () => {
  it('are not loaded at all when API_URL is set', async () => {
    // Nothing listens there: the one API call is a proxy error, which is enough.
    expect(await loadedPackages({ API_URL: 'http://127.0.0.1:9' })).toEqual([]);
  }, 30_000);

  it('are loaded with the demo backend (the check sees them)', async () => {
    expect((await loadedPackages({ API_URL: '' })).sort()).toEqual([...DEMO_PACKAGES].sort());
  }, 30_000);
});
