import { build } from '../build/build.ts';
import { PROJECT_ROOT, readConfig } from '../config.ts';

/** `npm run build`: the client and the server render entry, stamped as finished (what `npm start` checks). */
const { distDir, ssrDir } = readConfig();
await build({ root: PROJECT_ROOT, distDir, ssrDir });
