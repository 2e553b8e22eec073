import { build, buildIfStale } from '../build/build.ts';
import { PROJECT_ROOT, readConfig } from '../config.ts';

/**
 * `npm run build`: the client, the server render entry and the compiled server, stamped as
 * finished. With `--if-stale` (before `npm start`), only when there is no finished build or a
 * source is newer; a second start waits for the first one's build.
 */
const { distDir, ssrDir, nodeDir } = readConfig();
const targets = { root: PROJECT_ROOT, distDir, ssrDir, nodeDir };
await (process.argv.includes('--if-stale') ? buildIfStale(targets) : build(targets));
