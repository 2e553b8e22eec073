import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { backendFailureStatus, type BackendFailureStatus } from '../error-answers.ts';
import { callInProcess } from '../in-process.ts';
import { REQUEST_ID_HEADER } from '../request-id.ts';

/** The page request a render serves: what its API calls say of it. */
export interface RenderContext {
  /** The origin the visitor reached (`https://host`). */
  origin: string;
  /** The page request's id: its API calls are logged under it, and the backend is told it. */
  requestId: string;
  /**
   * Set when one of the page's calls got a 5xx (the backend down, slow or failing, as the API
   * answers it): the page is not whole, and is not to be kept as if it were.
   */
  backendFailed: BackendFailureStatus | null;
}

/**
 * The page being rendered: its API calls are addressed as the visitor's would be, so a backend
 * builds its absolute URLs on the visitor's host, and carry the page request's id.
 */
export const renderContext = new AsyncLocalStorage<RenderContext>();

function addressedAs(context: RenderContext | undefined): Record<string, string> {
  if (!context) return {};
  const url = new URL(context.origin);
  return {
    host: url.host,
    'x-forwarded-proto': url.protocol.replace(':', ''),
    [REQUEST_ID_HEADER]: context.requestId,
  };
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
    const context = renderContext.getStore();
    const answer = await callInProcess(app, {
      method: request.method,
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), ...addressedAs(context) },
      ...(body ? { payload: body } : {}),
    });
    if (context && answer.statusCode >= 500)
      context.backendFailed ??= backendFailureStatus(answer.statusCode);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
