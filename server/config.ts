import { resolve } from 'node:path';
import { PROJECT_ROOT } from './project-root.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** When set, `/api/…` is proxied there and the demo backend does not start. */
  apiUrl: string | undefined;
  /** With `apiUrl`: backend paths besides `/api` served through the storefront (`API_PROXY_PATHS`). */
  apiProxyPaths: string[];
  /** With `apiUrl`: the visitor's cookies the backend may see (`API_COOKIES`). */
  apiCookies: string[];
  databasePath: string;
  /** The client build (`vite build`). */
  distDir: string;
  /** The server render entry (`vite build --ssr`). */
  ssrDir: string;
  /** The compiled server, which `npm start` runs (`npm run build` writes it). */
  nodeDir: string;
  jwtSecret: string | undefined;
  /** Log requests (off in tests to keep output readable). */
  logRequests: boolean;
  /** Tests only: honour the `x-test-now` header (server/web/test-clock.ts). */
  testClock: boolean;
  /** Tests only: the demo backend's `/api/dev/*` calls (the outbox, armed faults); 404 otherwise. */
  demoDevTools: boolean;
  /** The proxies whose `X-Forwarded-*` headers are believed: addresses and CIDRs (`TRUST_PROXY`). */
  trustProxy: string[];
  /**
   * The origins the site is served at (`PUBLIC_ORIGIN`, comma-separated), the first the canonical
   * one that letters and links carry; any other Host is refused. Empty: this machine only (loopback).
   */
  publicOrigins: string[];
  /** Where the counters of the site config's COUNTERS_HEAD send what they count (`COUNTER_ORIGINS`). */
  counterOrigins: string[];
  /**
   * The Redis that the server's processes share the visitors' token refreshes through (`REDIS_URL`);
   * unset, each process keeps them in its own memory, which is right for one process only.
   */
  redisUrl: string | undefined;
  /** Where Prometheus reads the server's metrics, e.g. `/metrics` (`METRICS_PATH`); none when unset. */
  metricsPath: string | undefined;
  /**
   * With `apiUrl`: how long the backend may take to take a call, to start its answer and between
   * two parts of it (`BACKEND_TIMEOUT_MS`); past it the call answers 504.
   */
  backendTimeoutMs: number;
  /** How long a stop (SIGTERM, SIGINT) waits for the requests in flight (`SHUTDOWN_GRACE_MS`). */
  shutdownGraceMs: number;
  /** The demo backend: how long an unpaid order holds its places (`SEAT_HOLD_MINUTES`). */
  seatHoldMinutes: number;
  /** The VAPID keys pushes are signed with (`VAPID_*`); unset, generated once beside the demo's data. */
  vapid: VapidKeys | undefined;
  /** The backend signs its trip events with this (`PUSH_WEBHOOK_SECRET`); unset, only the demo's own are taken. */
  pushWebhookSecret: string | undefined;
  /** Push services beside the browsers' own that subscriptions may point at (`PUSH_SERVICE_ORIGINS`, tests). */
  pushServiceOrigins: string[];
}

/** An application server's VAPID identity (RFC 8292): base64url keys and a contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` with an address, or an `https:` URL: push services write there about trouble. */
  subject: string;
}

const ROOT = PROJECT_ROOT;

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

function parseRedisUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // Not echoed: it may hold a password.
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${url.protocol}//${url.host}"`);
  }
  return raw;
}

/** A comma-separated list from the environment, or the default. */
function parseList(raw: string | undefined, fallback: string[]): string[] {
  if (raw === undefined || raw.trim() === '') return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function parseProxyPaths(raw: string | undefined): string[] {
  return parseList(raw, ['/media']).map((path) => {
    const clean = `/${path.replace(/^\/+|\/+$/g, '')}`;
    if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(clean) || clean === '/api') {
      throw new Error(`API_PROXY_PATHS: "${path}" is not a plain path such as /media`);
    }
    return clean;
  });
}

/** Origins as a Content-Security-Policy writes them: `https://host`, `https://*.host`, with a port. */
function parseOrigins(raw: string | undefined): string[] {
  return parseList(raw, []).map((origin) => {
    const clean = origin.replace(/\/+$/, '');
    if (!/^https?:\/\/(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/.test(clean)) {
      throw new Error(`COUNTER_ORIGINS: "${origin}" is not an origin such as https://mc.yandex.ru`);
    }
    return clean;
  });
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * `PUBLIC_ORIGIN`: plain origins (`https://pskovtour.example`, no path). Required once the server
 * can be reached by others (a HOST that is not loopback, or a proxy in front: `TRUST_PROXY`), so
 * that no letter takes its links from a visitor's Host header.
 */
function parsePublicOrigins(raw: string | undefined, host: string, trustProxy: string[]): string[] {
  const origins = parseList(raw, []).map((origin) => {
    let url: URL | undefined;
    try {
      url = new URL(origin);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/+$/, '').toLowerCase())
      throw new Error(`PUBLIC_ORIGIN: "${origin}" is not an origin such as https://pskovtour.example`);
    return url.origin;
  });
  if (origins.length === 0 && (!LOOPBACK_HOSTS.has(host) || trustProxy.length > 0))
    throw new Error(
      'PUBLIC_ORIGIN must be set when others reach the server (HOST is not 127.0.0.1, or TRUST_PROXY ' +
        'is set): the address visitors use, e.g. PUBLIC_ORIGIN=https://pskovtour.example',
    );
  return origins;
}

function parseMetricsPath(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^\/[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/.test(raw) || /^\/api(\/|$)/.test(raw)) {
    throw new Error(`METRICS_PATH: "${raw}" is not a plain path outside /api such as /metrics`);
  }
  return raw;
}

function parseMinutes(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes <= 0 || minutes > 7 * 24 * 60)
    throw new Error(`${name} must be a whole number of minutes (1 to 10080), got "${raw}"`);
  return minutes;
}

function parseMilliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return ms;
}

/** A VAPID subject a push service accepts: `mailto:someone@host` or an `https:` URL. */
export const isVapidSubject = (subject: string): boolean =>
  /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/.test(subject) || /^https:\/\/[^\s/]+/.test(subject);

function parseVapid(env: NodeJS.ProcessEnv): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey && !privateKey && !subject) return undefined;
  if (!publicKey || !privateKey || !subject)
    throw new Error(
      'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three or none',
    );
  if (!/^[A-Za-z0-9_-]{87}$/.test(publicKey) || !/^[A-Za-z0-9_-]{43}$/.test(privateKey))
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be base64url P-256 keys (npx web-push generate-vapid-keys)',
    );
  if (!isVapidSubject(subject))
    throw new Error(`VAPID_SUBJECT must be mailto:someone@your.domain or an https: URL, got "${subject}"`);
  return { publicKey, privateKey, subject };
}

function parseSecret(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters`);
  return raw;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const trustProxy = parseList(env.TRUST_PROXY, []);
  return {
    host,
    port: parsePort(env.PORT, 3000),
    apiUrl: parseApiUrl(env.API_URL),
    apiProxyPaths: parseProxyPaths(env.API_PROXY_PATHS),
    apiCookies: parseList(env.API_COOKIES, ['sessionid', 'csrftoken']),
    databasePath: resolve(env.DATABASE_PATH || resolve(ROOT, '.data/storefront.sqlite')),
    distDir: resolve(env.DIST_DIR || resolve(ROOT, 'dist')),
    ssrDir: resolve(env.SSR_DIR || resolve(ROOT, 'dist-server')),
    nodeDir: resolve(env.NODE_DIR || resolve(ROOT, 'dist-node')),
    jwtSecret: env.JWT_SECRET || undefined,
    logRequests: env.LOG_REQUESTS === '1',
    testClock: env.TEST_CLOCK === '1',
    demoDevTools: env.DEMO_DEV_TOOLS === '1',
    trustProxy,
    publicOrigins: parsePublicOrigins(env.PUBLIC_ORIGIN, host, trustProxy),
    counterOrigins: parseOrigins(env.COUNTER_ORIGINS),
    redisUrl: parseRedisUrl(env.REDIS_URL),
    metricsPath: parseMetricsPath(env.METRICS_PATH),
    backendTimeoutMs: parseMilliseconds('BACKEND_TIMEOUT_MS', env.BACKEND_TIMEOUT_MS, 8_000),
    shutdownGraceMs: parseMilliseconds('SHUTDOWN_GRACE_MS', env.SHUTDOWN_GRACE_MS, 10_000),
    seatHoldMinutes: parseMinutes('SEAT_HOLD_MINUTES', env.SEAT_HOLD_MINUTES, 30),
    vapid: parseVapid(env),
    pushWebhookSecret: parseSecret('PUSH_WEBHOOK_SECRET', env.PUSH_WEBHOOK_SECRET),
    pushServiceOrigins: parseList(env.PUSH_SERVICE_ORIGINS, []).map((origin) => new URL(origin).origin),
  };
}

export { PROJECT_ROOT };
