import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The checkout the server runs from: the nearest folder up from this module that has the project's
 * package.json. The same from the sources (`server/`) and from the compiled server (`dist-node/`),
 * so files read at run time (the contract, the builds, the demo database) are found from either.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'contract/openapi.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No project checkout above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
