import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IN_PROCESS_ADDRESS } from '../in-process.ts';
import { requestOrigin } from './request-origin.ts';

/**
 * Where the storefront is, for what is read away from the request that made it: letters, canonical
 * and `og:` URLs, the sitemap and robots.txt. The request's own Host (or a proxy's
 * `X-Forwarded-Host`) is the visitor's word: written into a password-reset letter, it would hand the
 * account to whoever forged it.
 */
export interface PublicOrigin {
  /** The origin letters, the sitemap and robots.txt carry. */
  canonical(request: FastifyRequest): string;
  /** The served origin this request came for (a page's links, the backend's `X-Forwarded-Host`). */
  of(request: FastifyRequest): string;
  /** Whether the request came for a host the storefront serves; others are refused (400). */
  serves(request: FastifyRequest): boolean;
}

const LOOPBACK_HOST = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/i;

/**
 * The origins of `PUBLIC_ORIGIN` (config.ts checks them): the first is the canonical one, the
 * others are also served (a `www.` twin, say). None set is development on this machine (config.ts
 * refuses it on a public address or behind a proxy): loopback hosts only, each its own origin.
 */
export function publicOrigin(origins: readonly string[]): PublicOrigin {
  const [canonical] = origins;
  if (canonical === undefined)
    return {
      canonical: requestOrigin,
      of: requestOrigin,
      serves: (request) => LOOPBACK_HOST.test(request.host),
    };
  const byHost = new Map<string, string>();
  for (const origin of origins) {
    const url = new URL(origin);
    byHost.set(url.host, origin);
    // `Host: shop.example:443` is the same site as `shop.example` over https.
    if (!url.port) byHost.set(`${url.hostname}:${url.protocol === 'https:' ? 443 : 80}`, origin);
  }
  const find = (request: FastifyRequest) => byHost.get(request.host.toLowerCase());
  return {
    canonical: () => canonical,
    // A request that got past `serves` always finds its own; the canonical one stands in otherwise.
    of: (request) => find(request) ?? canonical,
    serves: (request) => find(request) !== undefined,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's public origin: the only one letters and links carry (server/web/public-origin.ts). */
    publicOrigin: PublicOrigin;
  }
}

/** Paths a balancer or Prometheus asks by the replica's own address. */
const PROBES = ['/healthz', '/readyz'];

/**
 * Decorates the app with its public origin and refuses a request for any other host with a 400,
 * before anything reads it. The server's own in-process calls carry the visitor's host already
 * checked; probes and metrics come by the replica's address.
 */
export function registerPublicOrigin(
  app: FastifyInstance,
  origin: PublicOrigin,
  { metricsPath }: { metricsPath?: string | undefined } = {},
): void {
  app.decorate('publicOrigin', origin);
  const probes = new Set([...PROBES, ...(metricsPath ? [metricsPath] : [])]);
  app.addHook('onRequest', async (request, reply) => {
    if (request.socket.remoteAddress === IN_PROCESS_ADDRESS || origin.serves(request)) return;
    if (probes.has(request.url.split('?', 1)[0] ?? '')) return;
    return reply
      .code(400)
      .header('cache-control', 'no-store')
      .header('connection', 'close')
      .send({ detail: 'Неизвестный адрес сайта.' });
  });
}
