import type { FastifyRequest } from 'fastify';

const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * `https://host` as the visitor reached us, for canonical and og URLs: Fastify's protocol and host,
 * which come from `X-Forwarded-Proto`/`-Host` only when a trusted proxy sent them (`TRUST_PROXY`).
 * A Host header that is not a plain host name falls back to localhost rather than being written
 * into the page.
 */
export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = SAFE_HOST.test(request.host) ? request.host : 'localhost';
  return `${protocol}://${host}`;
}
