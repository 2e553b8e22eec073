import './production-mode.ts';
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

/**
 * The server's entry: starts it on the finished build. `npm run build` compiles it to
 * dist-node/main.js, which `npm start` (after building what is stale) and a service run with `node`.
 */
await startServer({ config: readConfig() });
