import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as RouterServer from '@tanstack/react-router/ssr/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { inProcessApi } from '../../server/web/in-process-api.ts';
import type { SsrEntry } from '../../server/web/ssr-entry.ts';

// The page renderer as the server runs it, with the router's two server steps counted: `load`
// (matching, search validation, loaders) through the request handler, and the React render.
const counted = vi.hoisted(() => ({ handlers: [] as string[], renders: 0 }));
vi.mock('@tanstack/react-router/ssr/server', async (importOriginal) => {
  const router = await importOriginal<typeof RouterServer>();
  return {
    ...router,
    createRequestHandler: (options: Parameters<typeof router.createRequestHandler>[0]) => {
      const { pathname, search } = new URL(options.request.url);
      counted.handlers.push(pathname + search);
      return router.createRequestHandler(options);
    },
    // Called once per render, with the React tree's HTML.
    transformHtmlStringWithRouter: (...args: Parameters<typeof router.transformHtmlStringWithRouter>) => {
      counted.renders += 1;
      return router.transformHtmlStringWithRouter(...args);
    },
  };
});
// The app's source entry (the server loads its build), seen through the interface the server uses.
const ENTRY = '../../src/entry-server.tsx';
const entry = (await import(/* @vite-ignore */ ENTRY)) as SsrEntry;

const ORIGIN = 'http://shop.example';
let api: FastifyInstance;
let apiCalls: string[] = [];
let manifest: unknown;
beforeAll(async () => {
  const config = readConfig({});
  manifest = JSON.parse(readFileSync(join(config.distDir, '.vite/router-assets.json'), 'utf8'));
  api = await buildApp({
    config: { ...config, databasePath: join(mkdtempSync(join(tmpdir(), 'storefront-db-')), 'test.sqlite') },
    serveApp: false,
  });
  await api.ready();
  const transport = inProcessApi(api);
  entry.setApiTransport((request: Request) => {
    apiCalls.push(new URL(request.url).pathname);
    return transport(request);
  });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  counted.handlers = [];
  counted.renders = 0;
  apiCalls = [];
});

const render = (path: string, cookie = '') =>
  entry.renderPage({
    request: new Request(new URL(path, ORIGIN), { headers: cookie ? { cookie } : {} }),
    origin: ORIGIN,
    manifest,
  });

describe('a page is rendered once', () => {
  it('at an address without its search defaults: the router answers it with a redirect before any loader runs, and only the full address renders', async () => {
    const page = await render('/excursions/');
    expect(page.status).toBe(200);
    expect(counted.handlers).toEqual([
      '/excursions/',
      expect.stringMatching(/^\/excursions\/\?date_from=[\d-]+&date_to=[\d-]+&tourists=1$/),
    ]);
    expect(counted.renders).toBe(1);
    // The list is fetched once, for the full address.
    expect(apiCalls.filter((path) => path === '/api/catalog/group_excursions/')).toHaveLength(1);
  });

  it('at its full address, in one pass', async () => {
    const page = await render('/excursions/');
    const full = /history\.replaceState\(history\.state,"",("[^"]+")\)/.exec(page.html!)![1]!;
    counted.handlers = [];
    counted.renders = 0;
    apiCalls = [];
    await render(JSON.parse(full) as string);
    expect(counted.handlers).toHaveLength(1);
    expect(counted.renders).toBe(1);
    expect(apiCalls.filter((path) => path === '/api/catalog/group_excursions/')).toHaveLength(1);
  });

  it('not at all when the route redirects elsewhere: the redirect is the answer', async () => {
    const answer = await render('/user/orders/');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/login/?next=%2Fuser%2Forders%2F');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(counted.renders).toBe(0);
    expect(apiCalls).toEqual([]);
  });
});
