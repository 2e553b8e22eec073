import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesSession } from '../session/session-cookies.ts';
import { cacheControlFor, pageCacheControl, SLASH_REDIRECT_CACHE } from './cache-policy.ts';
import { contentSecurityPolicy, type PolicyOrigins } from './content-security-policy.ts';
import { inProcessApi, renderContext, type RenderContext } from './in-process-api.ts';
import { hashSourceKnowing, takeMarkedCode } from './inline-code.ts';
import { createSitemapCache, renderRobots, renderSitemap } from './sitemap.ts';
import type { RenderedPage, SsrBuild } from './ssr-entry.ts';
import { isDotSegment } from '@common/dot-segment.ts';
import { trailingSlashRedirect } from './trailing-slash.ts';

/** The route of every page path: the app's route tree decides what each one is. */
const PAGES = '/*';

/** A page whose data takes longer than this is left to the browser (the offline shell is sent). */
const RENDER_TIMEOUT_MS = 10_000;

function sendPage(reply: FastifyReply, page: RenderedPage, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl);
  const location = page.headers.get('location');
  if (page.status >= 300 && page.status < 400 && location) return reply.redirect(location, page.status);
  const policy = page.headers.get('content-security-policy');
  if (policy) reply.header('content-security-policy', policy);
  return reply
    .code(page.status)
    .type(page.headers.get('content-type') ?? 'text/html; charset=utf-8')
    .send(page.html ?? '');
}

/**
 * A page's answer is one visitor's when its route says so (the renderer marks it `no-store`) or
 * when the request carries a session; any other is the same for everyone (decision 019).
 */
function cacheControlOfPage(request: FastifyRequest, page: RenderedPage): string {
  const markedPersonal = /\bno-store\b/i.test(page.headers.get('cache-control') ?? '');
  return pageCacheControl(page.status, markedPersonal || carriesSession(request));
}

/**
 * The rendered page without the renderer's nonce, with a policy naming the code the renderer wrote
 * by its hashes: a script anything else put in the page (the backend's HTML, should it ever slip
 * past the sanitizer) does not run.
 */
function withPolicy(
  page: RenderedPage,
  nonce: string,
  origins: PolicyOrigins,
  hash: (text: string) => string,
): RenderedPage {
  if (page.html === null) return page;
  const { html, code } = takeMarkedCode(page.html, nonce);
  const headers = new Headers(page.headers);
  headers.set('content-security-policy', contentSecurityPolicy(code, origins, hash));
  return { status: page.status, headers, html };
}

/** A dot segment that no page has, and that no URL parser climbs with: the page's loader refuses it. */
const DOTS_AS_DATA = '%252E%252E';

/**
 * A page address with `.` or `..` segments (raw or percent-encoded: a browser tidies them away, a
 * raw client need not) would be another page to the URL parser the render starts with: they stay
 * data, which no route finds (the 404 page), and which is never put into an API path.
 */
export function keepDotsAsData(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const kept = path
    .split('/')
    .map((segment) => (isDotSegment(segment) ? DOTS_AS_DATA : segment))
    .join('/');
  return kept + (query === -1 ? '' : url.slice(query));
}

/**
 * Serves the app: hashed assets and public files from `distDir`, and every page path rendered on
 * the server from the app's route tree (src/entry-server.tsx), with the status the route gives
 * (docs/product.md#error-page: 404 for unknown pages). `/index.html` is the offline shell the service worker keeps.
 */
export async function registerSite(
  app: FastifyInstance,
  distDir: string,
  { entry, manifest, buildCode }: SsrBuild,
  origins: PolicyOrigins,
): Promise<void> {
  entry.setApiTransport(inProcessApi(app));
  const hash = hashSourceKnowing(buildCode);
  const sitePaths = createSitemapCache(app);

  // The page request carries only the visitor's cookies (the app reads whether one is signed in).
  // A page some of whose data the backend failed to give comes with the status it failed with.
  const render = async (request: FastifyRequest, url: string, shell = false, cookie = '') => {
    const context: RenderContext = {
      origin: app.publicOrigin.of(request),
      requestId: request.id,
      backendFailed: null,
    };
    const nonce = randomBytes(18).toString('base64url');
    const page = await renderContext.run(context, () =>
      entry.renderPage({
        request: new Request(new URL(url, context.origin), {
          headers: cookie ? { cookie } : {},
          signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        }),
        origin: context.origin,
        manifest,
        shell,
        nonce,
      }),
    );
    return { page: withPolicy(page, nonce, origins, hash), backendFailed: context.backendFailed };
  };

  /**
   * The offline shell in place of a page the server could not render whole: the browser renders
   * the page itself, from what it saved or from the API once the backend answers. Its status (a
   * 502, 503 or 504) tells nginx to serve the copy it holds, and nothing keeps it. The last whole
   * shell of each origin is sent again: a backend that does not answer would make a new one wait
   * as long as the page did (the browser fetches anything in it that is stale).
   */
  const wholeShells = new Map<string, RenderedPage>();
  const renderShell = async (request: FastifyRequest) => {
    const { page, backendFailed } = await render(request, '/', true);
    if (!backendFailed) wholeShells.set(app.publicOrigin.of(request), page);
    return { page, backendFailed };
  };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const shell = wholeShells.get(app.publicOrigin.of(request)) ?? (await renderShell(request)).page;
    return sendPage(reply, { ...shell, status }, 'no-store');
  };

  // Only pages: the server's other routes (health, metrics, robots.txt) answer at their own paths.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (request.routeOptions.url !== PAGES) return;
    const location = trailingSlashRedirect(request.url);
    if (location !== null) return reply.header('cache-control', SLASH_REDIRECT_CACHE).redirect(location, 308);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/.vite/**'],
    setHeaders(res, filePath) {
      res.header('cache-control', cacheControlFor(filePath.slice(distDir.length)));
    },
  });

  // The offline shell: the document and the root route, no page (the service worker precaches it).
  // One whose header the backend failed to give is not kept: the worker installs the next one.
  app.get('/index.html', async (request, reply) => {
    const { page, backendFailed } = await renderShell(request);
    if (backendFailed) return sendPage(reply, { ...page, status: backendFailed }, 'no-store');
    return sendPage(reply, page, 'no-cache');
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(app.publicOrigin.canonical(request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(renderSitemap(app.publicOrigin.canonical(request), await sitePaths())),
  );

  app.get(PAGES, async (request, reply) => {
    const [path = '/'] = request.url.split('?', 1);
    if (/\.[^/]*$/.test(path)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    try {
      const { page, backendFailed } = await render(
        request,
        keepDotsAsData(request.url),
        false,
        request.headers.cookie ?? '',
      );
      if (backendFailed) {
        request.log.warn(
          { status: backendFailed },
          'the backend failed the page its data: the shell answers',
        );
        return sendShell(request, reply, backendFailed);
      }
      if (page.html !== null || page.status < 500)
        return sendPage(reply, page, cacheControlOfPage(request, page));
      request.log.error({ status: page.status }, 'server render failed');
    } catch (error) {
      request.log.error(error, 'server render failed');
    }
    // The browser can still render the page itself, from the API or what it saved.
    return sendShell(request, reply, 503);
  });
}
