import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { backendAnswers, registerApiProxy } from './api-proxy.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorAnswers } from './error-answers.ts';
import { registerHealth, type ReadinessCheck } from './health.ts';
import { IN_PROCESS_ADDRESS } from './in-process.ts';
import { lazySchemaCompilers } from './lazy-schema-compilers.ts';
import { registerMetrics } from './metrics.ts';
import { registerNoStoreForPersonalAnswers } from './personal-answers.ts';
import { registerPush } from './push/index.ts';
import { loggedRequest, registerRequestIdHeader, requestIdOptions } from './request-id.ts';
import { registerSecureCookies } from './secure-cookies.ts';
import { registerSessionGateway, sessionStoreReady } from './session/gateway.ts';
import { publicOrigin, registerPublicOrigin } from './web/public-origin.ts';
import { registerCspReports } from './web/csp-reports.ts';
import { policyOrigins } from './web/content-security-policy.ts';
import { registerSecurityHeaders } from './web/security-headers.ts';
import { registerSite } from './web/site.ts';
import { registerTestClock } from './web/test-clock.ts';
import { loadSsrBuild } from './web/ssr-entry.ts';

export interface BuildAppOptions {
  config: ServerConfig;
  /** Serve the built PWA from `config.distDir` (off for `npm run dev`, where Vite serves it). */
  serveApp?: boolean;
}

/** Limits of the server (and of the demo backend alone, in its tests). */
export const SERVER_OPTIONS = {
  routerOptions: { maxParamLength: 500 },
  bodyLimit: 1024 * 1024,
  // A client that holds a connection open without finishing its request is cut off: 10 s for the
  // headers, 60 s for the whole request (a 1 MB upload on a slow phone network), 75 s of silence
  // on a connection (above the 72 s keep-alive, which nginx's 60 s upstream keep-alive stays under).
  // Node checks the first two each second rather than its default 30 s.
  requestTimeout: 60_000,
  connectionTimeout: 75_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
} as const;

/**
 * Registers plugins, then the API (demo or proxy), then the app, then the health probes over what
 * it registered. Starting and stopping is server.ts's job.
 */
export async function buildApp({ config, serveApp = true }: BuildAppOptions): Promise<FastifyInstance> {
  // `X-Forwarded-*` and `X-Request-Id` are believed only from the proxies listed, and from the
  // server's own calls.
  const trusted = [...config.trustProxy, IN_PROCESS_ADDRESS];
  const app = Fastify({
    ...SERVER_OPTIONS,
    // JSON lines on stdout, each request's under its id (`reqId`); its URL without the query's values.
    logger: { level: config.logRequests ? 'info' : 'warn', serializers: { req: loggedRequest } },
    ...requestIdOptions(trusted),
    trustProxy: trusted,
    // While the server drains (server.ts), a request that still arrives on an open connection is
    // served (its answer closes the connection) rather than refused with a 503: the pages in flight
    // make their API calls through this same router, and a proxy resends only idempotent requests.
    return503OnClosing: false,
    schemaController: lazySchemaCompilers,
  });

  // Whatever no route answers itself is answered in the contract's shape, never the framework's.
  registerErrorAnswers(app);
  // First: it measures the routes registered after it.
  if (config.metricsPath) await registerMetrics(app, config.metricsPath);
  registerRequestIdHeader(app);
  // Before anything reads the request: a Host the site is not served at gets a 400.
  registerPublicOrigin(app, publicOrigin(config.publicOrigins), { metricsPath: config.metricsPath });
  await app.register(fastifyCookie);
  // Before the API, whose routes its hooks cover (it reads and rewrites the token answers' JSON;
  // compression is each route's own last step).
  await registerSessionGateway(app, { redisUrl: config.redisUrl });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  const origins = policyOrigins(config);
  registerSecurityHeaders(app, origins);
  registerCspReports(app);
  registerSecureCookies(app);
  registerNoStoreForPersonalAnswers(app);
  if (config.testClock) registerTestClock(app);

  // What `/readyz` asks.
  const readiness: ReadinessCheck[] = [];
  if (config.redisUrl)
    readiness.push({
      name: 'redis',
      check: async () => {
        if (!(await sessionStoreReady(app))) throw new Error('Redis does not answer');
      },
    });

  // Web Push for changed trips; the demo backend tells it of its changes (docs/decisions/047).
  const tellTripEvent = registerPush(app, config);

  if (config.apiUrl) {
    await registerApiProxy(app, {
      apiUrl: config.apiUrl,
      paths: config.apiProxyPaths,
      cookies: config.apiCookies,
      timeoutMs: config.backendTimeoutMs,
    });
    readiness.push(backendAnswers(config.apiUrl));
  } else {
    // Loaded only here: the demo backend brings node:sqlite, Ajv and the YAML parser with it.
    const { demoApi } = await import('./api/index.ts');
    await app.register(
      async (api) => {
        await demoApi(api, {
          databasePath: config.databasePath,
          jwtSecret: config.jwtSecret,
          devTools: config.demoDevTools,
          seatHoldMinutes: config.seatHoldMinutes,
          ...(tellTripEvent ? { tellTripEvent } : {}),
        });
        // The demo's SQLite file answers a query that reads it.
        readiness.push({
          name: 'database',
          check: async () => void api.db.prepare('SELECT count(*) FROM sqlite_schema').get(),
        });
      },
      { prefix: '/api' },
    );
  }

  if (serveApp) {
    if (!existsSync(join(config.ssrDir, 'entry-server.js'))) {
      throw new Error(`No build at ${config.distDir} and ${config.ssrDir}: run "npm run build" first.`);
    }
    const build = await loadSsrBuild(config.distDir, config.ssrDir);
    await registerSite(app, config.distDir, build, origins);
    readiness.push({
      name: 'build',
      check: async () => {
        if (typeof build.entry.renderPage !== 'function')
          throw new Error('the server render entry is not loaded');
      },
    });
  }

  registerHealth(app, readiness);
  return app;
}
