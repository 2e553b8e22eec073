import { createRequire } from 'node:module';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';

/**
 * Run in a child process by api-url-packages.test.ts: starts the app as `npm start` builds it, from
 * the environment given, makes one API call, and prints which of `PACKAGES` Node has loaded.
 */
const PACKAGES = (process.env.PACKAGES ?? '').split(',');

const app = await buildApp({ config: readConfig() });
await app.ready();
await app.inject({ url: '/api/configs/' });
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(
  JSON.stringify(PACKAGES.filter((name) => loaded.some((path) => path.includes(`/node_modules/${name}/`)))),
);
await app.close();
