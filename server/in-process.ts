import type { FastifyInstance } from 'fastify';
import inject, { type InjectOptions, type Response } from 'light-my-request';

/**
 * The peer address of the server's own in-process calls. It is from the discard-only prefix
 * (100::/64), which no connection can come from, and it is a trusted proxy (server/app.ts): the
 * `Host`, `X-Forwarded-Proto` and `X-Request-Id` of the server's calls are believed.
 */
export const IN_PROCESS_ADDRESS = '100::1';

/**
 * A call of the server to itself (a page's data, the session gateway's token calls, the sitemap's
 * lists): through the app's router, with no network round trip, from `IN_PROCESS_ADDRESS`.
 *
 * It is Fastify's own `inject` without its one refusal: `app.inject` fails once `app.close()` has
 * begun, and a page or a sign-in still in flight while the server drains needs its calls answered.
 * Nor does it make the app ready as `app.inject` does: the app is serving (the call is made for a
 * request it is answering), or a test has made it ready.
 */
export function callInProcess(app: FastifyInstance, options: InjectOptions): Promise<Response> {
  return inject((request, response) => app.routing(request, response), {
    remoteAddress: IN_PROCESS_ADDRESS,
    ...options,
  });
}
