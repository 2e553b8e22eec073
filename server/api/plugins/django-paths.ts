import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { shared } from './shared.ts';

/**
 * The options of a route at its file's prefix itself (`/cart/` in the file at `/cart`): Fastify
 * would also answer the slash-less path there, which must stay a 301 to the slash form.
 */
export const AT_PREFIX = { prefixTrailingSlash: 'slash' } as const;

/**
 * Paths behave as in a Django project, so a client that gets them wrong fails here as it would
 * against the agency's backend:
 * - APPEND_SLASH: a path without its trailing slash, whose slash form exists, answers 301 there
 *   (whatever the method: a browser then replays a POST as a GET, which fails);
 * - a trailing slash where the route has none is not found (`/accounts/restore/`), and a method
 *   the view does not have is 405;
 * - OPTIONS answers on every route with the methods it allows, as DRF's views do: a client may ask
 *   whether a backend has a call beyond the contract.
 * Register it before the routes it should know.
 */
export const djangoPaths = shared(async (app) => {
  const routes: Array<{ pattern: RegExp; methods: string[]; wildcard: boolean }> = [];
  let catchAll = '';

  app.addHook('onRoute', (route) => {
    if (route.url === catchAll) return;
    if (route.prefix && route.routePath === '') {
      throw new Error(
        `${route.url}: a route at its prefix needs AT_PREFIX, or its slash-less path is served.`,
      );
    }
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    const source = route.url
      .split(/(:[A-Za-z_]+|\*)/)
      .map((part) => {
        if (part === '*') return '.+';
        // `<int:id>` in Django's URLs: an id that is not a number is no route at all.
        if (part === ':id') return '[0-9]+';
        if (part.startsWith(':')) return '[^/]+';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    routes.push({ pattern: new RegExp(`^${source}$`), methods, wildcard: route.url.endsWith('*') });
  });

  const allowed = (path: string): string[] => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods)),
  ];
  const split = (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    return at === -1
      ? { path: request.url, query: '' }
      : { path: request.url.slice(0, at), query: request.url.slice(at) };
  };

  // A catch-all route (`…/catalog/excursions/*`) also takes the slash-less path: send it on as Django would.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === catchAll || !route.endsWith('*')) return;
    const { path, query } = split(request);
    if (!path.endsWith('/')) return reply.redirect(`${path}/${query}`, 301);
  });

  // Claims every other path of the prefix, so the app's page handler never answers an API call with HTML.
  await app.register(async (scope) => {
    catchAll = `${scope.prefix}/*`;
    scope.all('/*', async (request, reply) => {
      const { path, query } = split(request);
      if (request.method === 'OPTIONS') {
        const methods = allowed(path);
        if (methods.length === 0) throw notFound();
        return reply.header('allow', [...methods, 'OPTIONS'].join(', ')).send({
          name: path,
          description: '',
          renders: ['application/json'],
          parses: ['application/json', 'multipart/form-data'],
        });
      }
      if (!path.endsWith('/') && allowed(`${path}/`).length > 0)
        return reply.redirect(`${path}/${query}`, 301);
      const methods = allowed(path);
      if (methods.length === 0) throw notFound();
      return reply
        .code(405)
        .header('allow', [...methods, 'OPTIONS'].join(', '))
        .send({ detail: `Метод "${request.method}" не разрешен.` });
    });
  });
});
