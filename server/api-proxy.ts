import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/**
 * `API_URL` mode: `/api/…` goes to the agency's backend untouched — method, headers, cookies,
 * bodies (multipart included, streamed), status codes and redirects.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string): Promise<void> {
  const upstream = new URL(apiUrl);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  await app.register(fastifyHttpProxy, {
    upstream: upstream.origin,
    prefix: '/api',
    rewritePrefix: `${basePath}/api`,
    http2: false,
  });
}
