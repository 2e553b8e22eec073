import './production-mode.ts';
import { readConfig } from './config.ts';
import { startServer } from './server.ts';

/** Starts the server on an existing build (tests, containers); `npm start` builds first. */
await startServer({ config: readConfig() });
