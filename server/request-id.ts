import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header that carries a request's id: from a trusted proxy, on every answer, to the backend. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id short and plain enough to write into a log line and a header as it is. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's request id (`genReqId`, logged as `reqId`): the `X-Request-Id` a trusted proxy sent
 * (the nearest peer is one of `trusted`, the same list `X-Forwarded-*` are believed from), when it
 * is a plain token; otherwise a new UUID. A client's own id is not taken: it could pass itself off
 * as another visitor's request in the logs.
 */
export function requestIdOptions(trusted: readonly string[]): Pick<FastifyServerOptions, 'genReqId'> {
  const isTrusted = proxyAddr.compile([...trusted]);
  return {
    genReqId(request: IncomingMessage): string {
      const given = request.headers[REQUEST_ID_HEADER];
      const peer = request.socket.remoteAddress;
      if (typeof given === 'string' && PLAIN_ID.test(given) && peer !== undefined && isTrusted(peer, 0)) {
        return given;
      }
      return randomUUID();
    },
  };
}

/** Every answer names the request it answers, so a visitor's report or a proxy's log line finds its logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  // In onSend, after a proxied backend's headers are copied: the answer carries this server's id.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}

/**
 * A request as the logs show it: Fastify's fields, with the query's values left out. Some links
 * carry a secret in their query (a password-restore token, the key of an order placed without an
 * account), and a log is no place for it; which parameters were given is kept.
 */
export function loggedRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A query parameter's name as a link spells one; anything else (a bare value) is not written either. */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,31}$/;

function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=', 1)[0] ?? '')
    .map((name) => (PLAIN_NAME.test(name) ? `${name}=*` : '*'));
  return `${url.slice(0, start)}?${names.join('&')}`;
}
