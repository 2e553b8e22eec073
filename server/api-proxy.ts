import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import {
  backendFailureStatus,
  sendBackendFailure,
  statusMessage,
  type BackendFailureStatus,
} from './error-answers.ts';
import type { ReadinessCheck } from './health.ts';
import {
  dropAnswerBody,
  isJson,
  mediaType,
  passOnAnswer,
  rewriteAnswerHeaders,
  type BackendAddress,
} from './proxy-answer-headers.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';

export interface ApiProxyOptions {
  /** The agency's backend, e.g. `https://api.agency.example` (a path prefix is kept). */
  apiUrl: string;
  /** Backend paths besides `/api` that pages use, served through the storefront (Django's `MEDIA_URL`). */
  paths: readonly string[];
  /** The visitor's cookies the backend may see (its own session and CSRF cookies); no others reach it. */
  cookies: readonly string[];
  /**
   * How long the backend may take to accept the call, to start its answer, and between two parts
   * of it. Past that the visitor gets a 504 rather than waiting with nothing: a page's render gets
   * it before its own limit (server/web/site.ts), and nginx serves the copy it holds.
   */
  timeoutMs: number;
}

/** The addresses Fastify believes, nearest last; none once the visitor's connection is gone. */
function visitorAddresses(request: FastifyRequest): string[] {
  try {
    return [...(request.ips ?? [request.ip])].reverse();
  } catch {
    // The address is read off the socket, which a connection the visitor closed no longer has.
    return [];
  }
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
    'x-forwarded-for': visitorAddresses(request).join(', '),
    // Bodies are read here to put the visitor's origin in place of the backend's: uncompressed.
    'accept-encoding': 'identity',
    // The backend's log lines of this call can be found by the id this server logged it under.
    [REQUEST_ID_HEADER]: request.id,
  };
  // The proxy writes the read body's type without its parameters: a multipart body needs its boundary.
  if (request.headers['content-type']) next['content-type'] = request.headers['content-type'];
  // Other forwarding headers would be the client's word, not this server's.
  delete next.forwarded;
  delete next['x-real-ip'];
  const cookie = keepCookies(request.headers.cookie, cookies);
  if (cookie) next.cookie = cookie;
  else delete next.cookie;
  return next;
}

/** What no backend answer should be taken for: a status only the storefront gives, logged why. */
function answerFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: BackendFailureStatus,
  why: string,
): void {
  request.log.warn({ why }, `the backend failed: answered ${status}`);
  void sendBackendFailure(reply, status);
}

/**
 * A backend that does not honour `X-Forwarded-Host` builds its links on its own address. JSON
 * answers get the visitor's origin in its place, so no backend address reaches a page, its
 * HTML or the data it carries (pictures and DRF's `next`/`previous` then come through here too).
 * A JSON answer that is not JSON (cut short, a proxy's page under the wrong type) is the backend's
 * failure, not data.
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
  response.stream.on('error', () => {
    dropAnswerBody(reply);
    answerFailure(request, reply, 502, 'its answer broke off');
  });
  response.stream.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    if (!parses(body)) {
      dropAnswerBody(reply);
      answerFailure(request, reply, 502, 'its JSON does not parse');
      return;
    }
    reply.removeHeader('content-length');
    void reply.send(body.split(upstreamOrigin).join(request.server.publicOrigin.of(request)));
  });
}

const parses = (body: string): boolean => {
  if (body === '') return true;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

/**
 * The backend's failures in the contract's shape and in Russian: a 5xx of any kind (Django's error
 * page, its proxy's 502) as a 502, 503 or 504; under `/api`, a 4xx that is not JSON (Django's HTML
 * 404 or CSRF page) as its status with the contract's words. False when the answer was replaced.
 */
function answerInContractShape(
  prefix: string,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { destroy(): void },
): boolean {
  const status = reply.statusCode;
  if (status >= 500) {
    body.destroy();
    dropAnswerBody(reply);
    answerFailure(request, reply, backendFailureStatus(status), `it answered ${status}`);
    return false;
  }
  if (status >= 400 && prefix === '/api' && !isJson(mediaType(reply.getHeader('content-type')))) {
    body.destroy();
    dropAnswerBody(reply);
    void reply.send({ detail: statusMessage(status) });
    return false;
  }
  return true;
}

/**
 * No answer at all: a backend that does not answer in time is a 504 (reply-from's timeouts are
 * all 504s), one that is not there, or broke the connection, a 502.
 */
function noAnswer(request: FastifyRequest, reply: FastifyReply, error: FastifyError): void {
  const cause = (error.cause as { code?: string } | undefined)?.code ?? error.code;
  answerFailure(request, reply, error.statusCode === 504 ? 504 : 502, `no answer (${cause})`);
}

/** A feedback message's PDF (5 MB) with the rest of its form. */
const UPLOAD_BYTES = 6 * 1024 * 1024;

/**
 * The visitor's request body is read whole before it is passed on (JSON as an object, which the
 * proxy writes again; anything else, multipart included, as bytes). Streamed from the connection
 * instead, a backend that refuses the call would tear down the visitor's connection with it (the
 * body stream is destroyed with the failure), and nginx would get no answer rather than a 502.
 */
function readBodiesFirst(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    let body: unknown;
    try {
      body = JSON.parse(text as string);
    } catch (error) {
      return done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
    // An object or a list is what a call takes; `null` or a number would not be written again.
    if (typeof body !== 'object' || body === null)
      return done(Object.assign(new Error('Not an object'), { statusCode: 400 }), undefined);
    done(null, body);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
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
  readBodiesFirst(app);
  for (const prefix of ['/api', ...options.paths]) {
    await app.register(fastifyHttpProxy, {
      upstream: upstream.origin,
      prefix,
      rewritePrefix: `${basePath}${prefix}`,
      http2: false,
      // Bodies are read here first (readBodiesFirst), not streamed from the visitor's connection.
      proxyPayloads: false,
      undici: {
        connectTimeout: options.timeoutMs,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      },
      // `Location` is rewritten with the other headers (rewriteAnswerHeaders), not by the plugin.
      internalRewriteLocationHeader: false,
      replyOptions: {
        // A backend's 503 is answered at once (nginx serves its copy), not asked again for a second.
        retryDelay: () => null,
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
          const [visitor, answer] = [request as FastifyRequest, reply as FastifyReply];
          if (!answerInContractShape(prefix, visitor, answer, response.stream)) return;
          if (!passOnAnswer(visitor, answer, response.stream)) return;
          sendWithVisitorOrigin(upstream.origin, visitor, answer, response);
        },
        onError: (reply, { error }) =>
          noAnswer((reply as FastifyReply).request, reply as FastifyReply, error as FastifyError),
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
