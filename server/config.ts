import { resolve } from 'node:path';

export interface ServerConfig {
  host: string;
  port: number;
  /** When set, `/api/…` is proxied there and the demo backend does not start. */
  apiUrl: string | undefined;
  databasePath: string;
  /** The client build (`vite build`). */
  distDir: string;
  /** The server render entry (`vite build --ssr`). */
  ssrDir: string;
  jwtSecret: string | undefined;
  /** Log requests (off in tests to keep output readable). */
  logRequests: boolean;
}

const ROOT = resolve(import.meta.dirname, '..');

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0–65535, got "${raw}"`);
  }
  return port;
}

function parseApiUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`API_URL must be an http(s) URL, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT, 3000),
    apiUrl: parseApiUrl(env.API_URL),
    databasePath: resolve(env.DATABASE_PATH || resolve(ROOT, '.data/storefront.sqlite')),
    distDir: resolve(env.DIST_DIR || resolve(ROOT, 'dist')),
    ssrDir: resolve(env.SSR_DIR || resolve(ROOT, 'dist-server')),
    jwtSecret: env.JWT_SECRET || undefined,
    logRequests: env.LOG_REQUESTS === '1',
  };
}

export const PROJECT_ROOT = ROOT;
