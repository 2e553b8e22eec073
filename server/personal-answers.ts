import type { FastifyInstance } from 'fastify';
import { apiSections } from './contract-access.ts';
import { contractAccess } from './contract-calls.ts';

/**
 * The sections of the API (`/api/<section>/`) that hold the contract's personal operations:
 * every call there, those a backend has beyond the contract included, is personal.
 */
export const PERSONAL_API_SECTIONS: readonly string[] = apiSections(contractAccess).personal;

/** Whether a request's URL is a personal call (its path as the router reads it, `%75ser` as `user`). */
export function isPersonalCall(url: string): boolean {
  const [path = ''] = url.split('?', 1);
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A path that does not decode is not routed anywhere either.
  }
  return PERSONAL_API_SECTIONS.some((section) => decoded.startsWith(section));
}

/**
 * Personal, token and payment answers are never stored by a browser or a shared cache, from the
 * demo backend and through the `API_URL` proxy alike (a backend's own `no-store` is kept).
 */
export function registerNoStoreForPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPersonalCall(request.url)) return payload;
    if (!/\bno-store\b/i.test(String(reply.getHeader('cache-control') ?? ''))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
