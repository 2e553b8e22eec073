import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The hashed files of the client build: their names change with their content. */
const ASSETS = 'assets';
/** Lists the files a build carried from the one before it (they are not carried again). */
export const CARRIED = '.carried-assets';

const namesIn = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir) : []);

/**
 * Copies the live build's own hashed files that the new build lacks into it: a page rendered by the
 * build being replaced (open in a tab, or served by a replica not restarted yet) still finds its
 * lazy chunks. One build back: what the live build had itself carried is left behind.
 */
export function carryPreviousAssets(liveDir: string, nextDir: string): string[] {
  const carriedBefore = new Set(
    existsSync(join(liveDir, CARRIED)) ? readFileSync(join(liveDir, CARRIED), 'utf8').split('\n') : [],
  );
  const next = join(nextDir, ASSETS);
  mkdirSync(next, { recursive: true });
  const present = new Set(namesIn(next));
  const carried = namesIn(join(liveDir, ASSETS)).filter(
    (name) => !carriedBefore.has(name) && !present.has(name),
  );
  for (const name of carried) copyFileSync(join(liveDir, ASSETS, name), join(next, name));
  writeFileSync(join(nextDir, CARRIED), carried.join('\n'));
  return carried;
}
