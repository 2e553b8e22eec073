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
/** A package from node_modules, or one of Node's own modules (`node:sqlite`), once loaded. */
const nodeModules = (process as unknown as { moduleLoadList: string[] }).moduleLoadList;
const isLoaded = (name: string) =>
  name.startsWith('node:')
    ? nodeModules.includes(`NativeModule ${name.slice('node:'.length)}`)
    : loaded.some((path) => path.includes(`/node_modules/${name}/`));
console.log(JSON.stringify(PACKAGES.filter(isLoaded)));
await app.close();
