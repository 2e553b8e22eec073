import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ReadinessCheck } from './health.ts';
import { passOnAnswer, rewriteAnswerHeaders, type BackendAddress } from './proxy-answer-headers.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

export interface ApiProxyOptions {
  /** The agency's backend, e.g. `https://api.agency.example` (a path prefix is kept). */
  apiUrl: string;
  /** Backend paths besides `/api` that pages use, served through the storefront (Django's `MEDIA_URL`). */
  paths: readonly string[];
  /** The visitor's cookies the backend may see (its own session and CSRF cookies); no others reach it. */
  cookies: readonly string[];
}

/** Only the named cookies of a `Cookie` header (the token cookies, analytics and the like stay here). */
function keepCookies(header: string | undefined, names: readonly string[]): string | undefined {
  if (!header) return undefined;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => names.includes(part.slice(0, part.indexOf('=')).trim()));
  return kept.length ? kept.join('; ') : undefined;
}

/**
 * The backend sets only the cookies it may see (`API_COOKIES`): none of the storefront's own (the
 * token cookies, the signed-in marker), which would sign a visitor in or out as the backend chose.
 */
function keepOwnCookies(headers: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders {
  const cookies = headers['set-cookie'];
  if (!cookies) return headers;
  // One cookie may come as a plain string.
  const all = [cookies].flat();
  const kept = all.filter((cookie) => names.includes(cookie.slice(0, cookie.indexOf('=')).trim()));
  if (kept.length === all.length) return headers;
  const next = { ...headers };
  if (kept.length) next['set-cookie'] = kept;
  else delete next['set-cookie'];
  return next;
}

/**
 * What the backend needs to know of the visitor's request: where it came from (DRF builds its
 * absolute URLs from `X-Forwarded-Host`/`-Proto` when the project sets `USE_X_FORWARDED_HOST`), as
 * Fastify established it (a client's forwarding headers count only from a `TRUST_PROXY` proxy),
 * the request's id, and only the cookies it owns.
 */
function forwardHeaders(request: FastifyRequest, headers: IncomingHttpHeaders, cookies: readonly string[]) {
  const origin = new URL(request.server.publicOrigin.of(request));
  const next: IncomingHttpHeaders = {
    ...headers,
    'x-forwarded-host': origin.host,
    'x-forwarded-proto': origin.protocol.replace(':', ''),
    // The addresses Fastify believes, nearest last: a client's own X-Forwarded-For is dropped.
    'x-forwarded-for': [...(request.ips ?? [request.ip])].reverse().join(', '),
    // Bodies are read here to put the visitor's origin in place of the backend's: uncompressed.
    'accept-encoding': 'identity',
    // The backend's log lines of this call can be found by the id this server logged it under.
    [REQUEST_ID_HEADER]: request.id,
  };
  // Other forwarding headers would be the client's word, not this server's.
  delete next.forwarded;
  delete next['x-real-ip'];
  const cookie = keepCookies(request.headers.cookie, cookies);
  if (cookie) next.cookie = cookie;
  else delete next.cookie;
  return next;
}

/**
 * A backend that does not honour `X-Forwarded-Host` builds its links on its own address. JSON
 * answers get the visitor's origin in its place, so no backend address reaches a page, its
 * HTML or the data it carries (pictures and DRF's `next`/`previous` then come through here too).
 */
function sendWithVisitorOrigin(
  upstreamOrigin: string,
  request: FastifyRequest,
  reply: FastifyReply,
  response: { stream: IncomingMessage },
): void {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.includes('json')) {
    void reply.send(response.stream);
    return;
  }
  const chunks: Buffer[] = [];
  response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.stream.on('error', (error) => void reply.send(error));
  response.stream.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    reply.removeHeader('content-length');
    void reply.send(body.split(upstreamOrigin).join(request.server.publicOrigin.of(request)));
  });
}

/**
 * `API_URL` mode: `/api/…` (and the other backend paths) go to the agency's backend — method,
 * bodies (multipart included, streamed) and status codes untouched, with the forwarding headers
 * set and only the backend's own cookies. Its answers are made the storefront's
 * (server/proxy-answer-headers.ts): redirects and links on its origin, nothing in them runs.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const upstream = new URL(options.apiUrl);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const backend: BackendAddress = { origin: upstream.origin, basePath };
  for (const prefix of ['/api', ...options.paths]) {
    await app.register(fastifyHttpProxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      http2: false,
      // `Location` is rewritten with the other headers (rewriteAnswerHeaders), not by the plugin.
      internalRewriteLocationHeader: false,
      replyOptions: {
        // The server is plain HTTP/1 (`http2: false`): its requests and replies are Node's own.
        rewriteRequestHeaders: (request, headers) =>
          forwardHeaders(request as FastifyRequest, headers as IncomingHttpHeaders, options.cookies),
        rewriteHeaders: (headers, request) =>
          keepOwnCookies(
            rewriteAnswerHeaders(
              headers as IncomingHttpHeaders,
              request as FastifyRequest,
              backend,
              (request as FastifyRequest).server.publicOrigin.of(request as FastifyRequest),
            ),
            options.cookies,
          ),
        onResponse: (request, reply, response) => {
          if (!passOnAnswer(request as FastifyRequest, reply as FastifyReply, response.stream)) return;
          sendWithVisitorOrigin(upstream.origin, request as FastifyRequest, reply as FastifyReply, response);
        },
      },
    });
  }
}

/** Asked by readiness: a cheap public call that any contract backend answers. */
const PROBE_PATH = '/api/configs/';

/**
 * `API_URL` mode's readiness: the backend answers a public call (any answer below 500; a 5xx is
 * what a backend's own proxy says when the backend behind it is down).
 */
export function backendAnswers(apiUrl: string): ReadinessCheck {
  return {
    name: 'backend',
    async check(signal) {
      const response = await fetch(`${apiUrl}${PROBE_PATH}`, {
        headers: { accept: 'application/json' },
        signal,
      });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`${PROBE_PATH} answered ${response.status}`);
    },
  };
}
