import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { takesAccessToken } from '../contract-calls.ts';
import { sendBackendFailure, statusMessage } from '../error-answers.ts';
import { callInProcess } from '../in-process.ts';
import { REQUEST_ID_HEADER } from '../request-id.ts';
import { fromThisSite } from '../same-site.ts';
import { CURRENT_PASSWORD_FIELD } from '@common/current-password.ts';
import { SIGNED_IN_COOKIE } from '@common/signed-in-cookie.ts';
import { checkCurrentPassword, isAccessToken, type VisitorCall } from './current-password.ts';
import { tokenExpiresAt } from './jwt-times.ts';
import { clearTokens, readTokens, setTokens } from './session-cookies.ts';
import { MemorySessionStore, type SessionStore } from './session-store.ts';
import { TokenKeeper, type BackendCall, type TokenPair } from './token-keeper.ts';

const TOKEN_HEADER = 'jwt-access-token';
/** What a signed-in call is answered (503) while the shared session store does not answer. */
const STORE_AWAY = 'Сервис временно недоступен. Попробуйте через минуту.';
const LOGOUT = '/api/auth/logout/';
/** How long a signed-out access token with no `exp` is refused (a backend's tokens have one). */
const ENDED_WITHOUT_EXPIRY_MS = 24 * 60 * 60 * 1000;
/** The backend's clock may run behind ours: its token is refused that much longer. */
const ENDED_SKEW_MS = 5 * 60 * 1000;
const SET_PASSWORD = '/api/accounts/set-password';
/** A password change's body is a few short fields: more is refused before it is read whole. */
const SET_PASSWORD_MAX_BYTES = 16 * 1024;

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? '';
const isUnsafe = (method: string) => !/^(GET|HEAD|OPTIONS|TRACE)$/.test(method);

function readPair(payload: unknown): { pair: TokenPair; rest: Record<string, unknown> } | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  let body: unknown;
  try {
    body = JSON.parse(payload.toString());
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { access, refresh, ...rest } = body as Record<string, unknown>;
  if (typeof access !== 'string' || typeof refresh !== 'string') return null;
  return { pair: { access, refresh }, rest };
}

/** The body's bytes, or null past `maxBytes`. */
async function readBytes(payload: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.from(chunk as Buffer);
    size += bytes.length;
    if (size > maxBytes) return null;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** A JSON object's fields, or null for anything else (the backend answers that as it would). */
function jsonObject(bytes: Buffer): Record<string, unknown> | null {
  try {
    const body = JSON.parse(bytes.toString('utf8')) as unknown;
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isJsonType = (type: string | undefined) => /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type ?? '');

/** The request's body replaced by `body` as JSON (the backend, demo or proxied, reads this one). */
function jsonBody(request: FastifyRequest, body: Record<string, unknown>): Readable {
  const text = JSON.stringify(body);
  request.headers['content-type'] = 'application/json';
  request.headers['content-length'] = String(Buffer.byteLength(text));
  return Readable.from([Buffer.from(text)]);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The access token the server sent the backend on the visitor's behalf. */
    sessionAccess?: string;
  }
  interface FastifyInstance {
    /** Where the token keeper's refreshes are shared: Redis with `REDIS_URL`, else this process. */
    sessionStore: SessionStore;
  }
}

/** Redis with `REDIS_URL` (loaded only then), else this process's memory. */
async function createSessionStore(app: FastifyInstance, redisUrl: string | undefined): Promise<SessionStore> {
  if (!redisUrl) return new MemorySessionStore();
  const { RedisSessionStore } = await import('./redis-session-store.ts');
  return new RedisSessionStore(redisUrl, { log: app.log });
}

/**
 * For a readiness check: whether the session store answers (with `REDIS_URL`, a PING within a
 * second; without, always). Never throws. A server whose store is away still serves pages and
 * anonymous calls; signed-in calls that need a refresh answer 503 until it is back.
 */
export const sessionStoreReady = (app: FastifyInstance): Promise<boolean> => app.sessionStore.ping();

/**
 * Tokens held by the server (the backend-for-frontend): the browser has only HttpOnly cookies and a
 * readable 'signed in' marker. Sign-in answers set the cookies and lose their tokens; `/api` calls
 * the contract authenticates get `JWT-ACCESS-TOKEN` added, the token verified and refreshed here;
 * sign-out sends the refresh token to the backend and clears the cookies. Works the same for the
 * demo backend and the `API_URL` proxy: it stands in front of both. Register before the API.
 */
export async function registerSessionGateway(
  app: FastifyInstance,
  { redisUrl }: { redisUrl: string | undefined },
): Promise<void> {
  const store = await createSessionStore(app, redisUrl);
  app.decorate('sessionStore', store);
  app.addHook('onReady', () => store.connect());
  app.addHook('onClose', () => store.close());

  // The gateway's own calls to the backend carry this, so it leaves them alone.
  const internal = randomUUID();
  // The visitor's request a call is made for: the call is logged under its id, and the backend told it.
  const visitorRequest = new AsyncLocalStorage<string>();
  const backend: BackendCall = async (path, body) => {
    const requestId = visitorRequest.getStore();
    const answer = await callInProcess(app, {
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-session-gateway': internal,
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      payload: JSON.stringify(body),
    });
    let json: unknown = null;
    try {
      json = answer.json();
    } catch {
      json = null;
    }
    return { status: answer.statusCode, body: json };
  };
  const keeper = new TokenKeeper(backend, Date.now, store);
  const isOwnCall = (request: FastifyRequest) => request.headers['x-session-gateway'] === internal;

  /** The gateway's own calls for a visitor's request: under its id and from its address. */
  const callFor =
    (request: FastifyRequest): VisitorCall =>
    async (method, path, { access, body } = {}) => {
      const answer = await callInProcess(app, {
        method,
        url: path,
        headers: {
          accept: 'application/json',
          'x-session-gateway': internal,
          [REQUEST_ID_HEADER]: request.id,
          // The server's own calls are believed (server/app.ts): the backend counts the visitor's tries.
          'x-forwarded-for': request.ip,
          ...(access ? { [TOKEN_HEADER]: `Bearer ${access}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
      let json: unknown = null;
      try {
        json = answer.json();
      } catch {
        json = null;
      }
      const retryAfter = answer.headers['retry-after'];
      return {
        status: answer.statusCode,
        body: json,
        retryAfter: retryAfter ? String(retryAfter) : undefined,
      };
    };

  /** Nothing was decided and nothing is lost: the visitor stays signed in and tries again later. */
  const storeAway = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .header('retry-after', '60')
      .send({ detail: STORE_AWAY });

  /**
   * Signing out ends the access token here too, until its expiry: the backend would take it that
   * long, and a copy of the cookies would still be a session. The sign-out goes on if the store
   * does not answer (the visitor's own cookies are cleared all the same).
   */
  async function endAccess(request: FastifyRequest, access: string): Promise<void> {
    const expiresAt = tokenExpiresAt(access);
    const until =
      expiresAt === null ? Date.now() + ENDED_WITHOUT_EXPIRY_MS : expiresAt * 1000 + ENDED_SKEW_MS;
    await store.endAccess(access, until).catch((error: unknown) => {
      request.log.warn({ err: error }, 'the session store did not take a signed-out access token');
    });
  }

  /**
   * Whether the access token was signed out. A store that does not answer takes it for good: a
   * token still good works without the store (decision 029), and the copy of a signed-out session's
   * cookies lives at most until the token's expiry, only while the store is away.
   */
  async function accessEnded(access: string): Promise<boolean> {
    // The store says once when it goes away (redis-session-store.ts); each call need not.
    return store.accessEnded(access).catch(() => false);
  }

  app.addHook('onRequest', async (request, reply) =>
    visitorRequest.run(request.id, () => prepareCall(request, reply)),
  );

  /**
   * A token sent in the header by the caller (no page does: its tokens are in HttpOnly cookies) is
   * held to the same sign-out as a cookie's: a sign-out with it ends it, and once ended the backend
   * never sees it (it would take it until its expiry). The call goes on without it.
   */
  async function checkHeaderToken(request: FastifyRequest): Promise<void> {
    const header = request.headers[TOKEN_HEADER];
    const access = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
    if (!access) return;
    if (pathOf(request) === LOGOUT) await endAccess(request, access);
    else if (await accessEnded(access)) delete request.headers[TOKEN_HEADER];
  }

  async function prepareCall(request: FastifyRequest, reply: FastifyReply) {
    if (!request.url.startsWith('/api/') || isOwnCall(request)) return;
    await checkHeaderToken(request);
    const tokens = readTokens(request);
    if (!tokens.access && !tokens.refresh) return;
    if (isUnsafe(request.method) && !fromThisSite(request))
      return reply.code(403).send({ detail: 'Запрос отклонён: он пришёл с другого сайта.' });
    const path = pathOf(request);
    if (path === LOGOUT) {
      if (tokens.access) await endAccess(request, tokens.access);
      return;
    }
    // The page signed out without reaching us (offline): the sign-out is finished now.
    if (!request.cookies[SIGNED_IN_COOKIE]) {
      if (tokens.access) await endAccess(request, tokens.access);
      if (tokens.refresh) await backend(LOGOUT, { refresh: tokens.refresh }).catch(() => undefined);
      clearTokens(request, reply);
      return;
    }
    const needsToken = takesAccessToken(request.method, path) || path === SET_PASSWORD;
    if (!needsToken) return;
    // A copy of the cookies of a session that signed out: that session is over.
    if (tokens.access !== null && (await accessEnded(tokens.access))) {
      clearTokens(request, reply);
      return;
    }
    const outcome = await keeper.prepare(tokens.access, tokens.refresh);
    if (outcome.kind === 'unavailable') return storeAway(reply);
    // No live token and no way to get one now: sent without it, the call would be refused and the
    // visitor signed out; answered 503, the page keeps the session and tries again.
    if (outcome.kind === 'unreachable' && outcome.access === null) return sendBackendFailure(reply, 503);
    if (outcome.kind === 'ended') {
      clearTokens(request, reply);
      return;
    }
    if (outcome.kind === 'use' && outcome.renewed) setTokens(request, reply, outcome.renewed);
    if (outcome.access === null) return;
    request.sessionAccess = outcome.access;
    if (path !== SET_PASSWORD) request.headers[TOKEN_HEADER] = `Bearer ${outcome.access}`;
  }

  /**
   * A password change (decision 048). Where the page sent `access_token` empty, the signed-in
   * user's own token goes in. With a user's own access token, put in here or sent as it is, the
   * current password is checked first by signing in; a missing or wrong one is said at
   * `current_password` and the backend's set-password is not called. A restore letter's token goes
   * on as it came. The body passed on never has `current_password`, the storefront's field. Only a
   * JSON body is read (the contract's only type): any other could carry a token past the check.
   */
  async function passwordChange(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: NodeJS.ReadableStream,
  ) {
    const type = request.headers['content-type'];
    const bytes = await readBytes(payload, SET_PASSWORD_MAX_BYTES);
    if (bytes === null) return reply.code(413).send({ detail: statusMessage(413) });
    if (!isJsonType(type) && (type !== undefined || bytes.length > 0))
      return reply.code(415).send({ detail: statusMessage(415) });
    const body = jsonObject(bytes);
    // Not an object: no token in it, and the backend refuses it in its own words.
    if (body === null) return Readable.from([bytes]);
    const { [CURRENT_PASSWORD_FIELD]: current, ...passed } = body;
    const filled = passed.access_token === '' && request.sessionAccess !== undefined;
    if (filled) passed.access_token = request.sessionAccess;
    const own = typeof passed.access_token === 'string' && (filled || isAccessToken(passed.access_token));
    if (own) {
      const check = await checkCurrentPassword(
        callFor(request),
        passed.access_token as string,
        current,
        request.log,
      );
      if (check.kind === 'refused')
        return reply.code(400).send({ details: { [CURRENT_PASSWORD_FIELD]: [check.message] } });
      if (check.kind === 'failed') return sendBackendFailure(reply, 502);
      if (check.kind === 'answer') {
        const { status, body: answer, retryAfter } = check.answer;
        if (retryAfter) reply.header('retry-after', retryAfter);
        return reply
          .code(status)
          .header('cache-control', 'no-store')
          .send(answer ?? { detail: statusMessage(status) });
      }
    }
    return jsonBody(request, passed);
  }

  // The backend's token fields that only the server can fill: the refresh token to revoke on
  // sign-out, and the signed-in user's token for a password change (the page sends it empty).
  app.addHook('preParsing', async (request, reply, payload) => {
    if (isOwnCall(request)) return payload;
    const path = pathOf(request);
    if (path === LOGOUT && request.method === 'POST') {
      const { refresh } = readTokens(request);
      return refresh ? jsonBody(request, { refresh }) : payload;
    }
    // An answer sent here ends the request: Fastify parses no body once the reply is sent.
    if (path === SET_PASSWORD && request.method === 'PATCH') return passwordChange(request, reply, payload);
    return payload;
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (!request.url.startsWith('/api/') || isOwnCall(request)) return payload;
    if (pathOf(request) === LOGOUT) {
      clearTokens(request, reply);
      return payload;
    }
    if (reply.statusCode === 401 && request.sessionAccess) keeper.rejected(request.sessionAccess);
    // A token pair comes with a sign-in (POST) and with a signed-in password change (its PATCH).
    const mayBringPair =
      request.method === 'POST' || (request.method === 'PATCH' && pathOf(request) === SET_PASSWORD);
    if (!mayBringPair || reply.statusCode >= 300) return payload;
    const answer = readPair(payload);
    if (!answer) return payload;
    keeper.issued(answer.pair);
    setTokens(request, reply, answer.pair);
    reply.removeHeader('content-length');
    return JSON.stringify(answer.rest);
  });
}
