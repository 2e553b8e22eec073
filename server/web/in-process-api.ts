import type { FastifyInstance } from 'fastify';

/**
 * The API as the server's page renders see it: requests go through this same Fastify app (the
 * demo backend, or the API_URL proxy) without a network round trip. No visitor's cookies or
 * tokens are ever added: a server-rendered page is the same for everyone.
 */
export function inProcessApi(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
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
