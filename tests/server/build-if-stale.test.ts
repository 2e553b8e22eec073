import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from '../../server/build-if-stale.ts';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'storefront-stale-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/main.tsx'), 'x');
  const dist = join(root, 'dist');
  mkdirSync(dist);
  return { root, dist };
}

const secondsAgo = (path: string, seconds: number) => {
  const time = new Date(Date.now() - seconds * 1000);
  utimesSync(path, time, time);
};

describe('npm start builds when needed', () => {
  it('builds when there is no finished build', () => {
    const { root, dist } = project();
    writeFileSync(join(dist, 'index.html'), 'half-written build');
    expect(buildIsStale(root, dist)).toBe(true);
  });

  it('does not build again when the build is newer than every source', () => {
    const { root, dist } = project();
    secondsAgo(join(root, 'src/main.tsx'), 60);
    secondsAgo(join(root, 'src'), 60);
    writeFileSync(join(dist, '.build-complete'), 'ok');
    expect(buildIsStale(root, dist)).toBe(false);
  });

  it('builds when a source changed after the build', () => {
    const { root, dist } = project();
    writeFileSync(join(dist, '.build-complete'), 'ok');
    secondsAgo(join(dist, '.build-complete'), 60);
    expect(buildIsStale(root, dist)).toBe(true);
  });
});
