import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor } from './cache-policy.ts';
import { today } from '../../src/shared/lib/calendar-day.ts';
import { markStaticHead, renderShell } from './html-shell.ts';
import { pageApiCalls } from './page-api-calls.ts';
import { readPageAssets } from './page-assets.ts';
import { heroImagePreload } from './page-hero-image.ts';
import { detailFrame } from './detail-frame.ts';
import { excursionListFrame } from './excursion-list-frame.ts';
import { hotelListFrame } from './hotel-list-frame.ts';
import { tourFrame } from './tour-frame.ts';
import { tourListFrame } from './tour-list-frame.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { preloadApi, preloadScript } from './page-preload.ts';
import { resolvePageHead } from './page-head.ts';
import { requestOrigin } from './request-origin.ts';
import { createSiteConfigCache } from './site-config.ts';
import { createSitemapCache, renderRobots, renderSitemap } from './sitemap.ts';
import { trailingSlashRedirect } from './trailing-slash.ts';

/** The first screen the server draws for a page, where it has one (else the bare heading). */
const pageFrame = (path: string, answers: PreloadedApi): string | null =>
  detailFrame(path, answers) ??
  tourFrame(path, answers) ??
  excursionListFrame(path, answers) ??
  hotelListFrame(path, answers) ??
  tourListFrame(path, answers);

/**
 * Serves the built app: hashed assets and public files from `distDir`, and `index.html` for
 * every page path with the status that path deserves (spec §2).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const plainShell = markStaticHead(indexHtml);
  const assets = readPageAssets(distDir);
  const siteConfig = createSiteConfigCache(app);
  const sitePaths = createSitemapCache(app);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const location = trailingSlashRedirect(request.url);
    if (location !== null) return reply.redirect(location, 308);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/index.html', '**/*.br', '**/*.gz', '**/.vite/**'],
    setHeaders(res, filePath) {
      res.header('cache-control', cacheControlFor(filePath.slice(distDir.length)));
    },
  });

  // The service worker precaches the shell under this name.
  app.get('/index.html', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(plainShell),
  );

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(requestOrigin(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(requestOrigin(request), await sitePaths())),
  );

  app.get('/*', async (request, reply) => {
    const [path = '/', queryString = ''] = request.url.split('?', 2);
    if (/\.[^/]*$/.test(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const calls = pageApiCalls(path, new URLSearchParams(queryString), today());
    const [head, config, answers] = await Promise.all([
      resolvePageHead(app, path),
      siteConfig(),
      preloadApi(app, calls),
    ]);
    const found = head.status === 200;
    return reply
      .code(head.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        renderShell(
          indexHtml,
          head,
          config,
          { origin: requestOrigin(request), path },
          {
            stylesheet: assets.stylesheet,
            // A 404 is drawn by the route the address falls in: its modules are needed all the same.
            modules: assets.routeModules(path),
            apiScript: preloadScript(answers),
            imagePreload: found ? heroImagePreload(answers) : '',
            frame: found ? pageFrame(path, answers) : null,
          },
        ),
      );
  });
}
