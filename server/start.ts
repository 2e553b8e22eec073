import { buildIfStale } from './build-if-stale.ts';
import { PROJECT_ROOT, readConfig } from './config.ts';
import { startServer } from './server.ts';

const config = readConfig();
buildIfStale(PROJECT_ROOT, config.distDir, config.ssrDir);
await startServer({ config });
