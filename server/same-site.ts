import type { FastifyRequest } from 'fastify';

/**
 * A browser sends `Origin` (or at least `Referer`) with every unsafe call; one from another site is
 * refused. A call with neither is not a browser's, so not a forged one (SameSite=Lax already keeps
 * the cookies off other sites' POSTs; this also covers a sibling subdomain).
 */
export function fromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin ?? request.headers.referer;
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(request.server.publicOrigin.of(request)).origin;
  } catch {
    return false;
  }
}
