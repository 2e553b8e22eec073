import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { callInProcess } from '../in-process.ts';

/**
 * The origin the visitor of the page being rendered reached (`https://host`): its API calls are
 * addressed as theirs would be, so a backend builds its absolute URLs on the visitor's host.
 */
export const renderOrigin = new AsyncLocalStorage<string>();

function addressedAs(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  const url = new URL(origin);
  return { host: url.host, 'x-forwarded-proto': url.protocol.replace(':', '') };
}

/**
 * The API as the server's page renders see it: requests go through this same Fastify app (the
 * demo backend, or the API_URL proxy) without a network round trip. No visitor's cookies or
 * tokens are ever added: a server-rendered page is the same for everyone.
 */
export function inProcessApi(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await callInProcess(app, {
      method: request.method,
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), ...addressedAs(renderOrigin.getStore()) },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
