import './production-mode.ts';
import { buildIfStale } from './build/build.ts';
import { PROJECT_ROOT, readConfig } from './config.ts';
import { startServer } from './server.ts';

const config = readConfig();
await buildIfStale({ root: PROJECT_ROOT, distDir: config.distDir, ssrDir: config.ssrDir });
await startServer({ config });
