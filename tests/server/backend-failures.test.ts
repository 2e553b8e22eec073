import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

/**
 * The agency's backend failing in each way a real one does, behind `API_URL`: what a visitor, a
 * page and the token calls get. Always 502, 503 or 504 in the contract's shape and in Russian, a
 * page never kept as a good one, and nothing of what failed (an address, an error's text, the
 * backend's page) in any answer.
 */

type Failure = 'refused' | 'reset' | 'timeout' | '500' | 'garbage' | 'html' | '503';

/** What each failure is answered with. */
const EXPECTED: Record<Failure, number> = {
  refused: 502,
  reset: 502,
  timeout: 504,
  '500': 502,
  garbage: 502,
  html: 502,
  '503': 503,
};

const DJANGO_500 =
  '<!doctype html><html><head><title>Server Error (500)</title></head><body><h1>Server Error (500)</h1>' +
  '<pre>Traceback (most recent call last): File "/srv/agency/shop/views.py", line 42</pre></body></html>';
const NGINX_502 =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center>' +
  '<hr><center>nginx/1.22.1</center></body></html>';

/** A raw HTTP answer, as the failing backend writes it. */
const answer = (status: string, type: string, body: string) =>
  `HTTP/1.1 ${status}\r\ncontent-type: ${type}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
  `connection: close\r\n\r\n${body}`;

/** The backend: a TCP server that fails as told; `refused` is no server on its port at all. */
class FailingBackend {
  mode: Failure = 'refused';
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor() {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      socket.once('data', () => this.fail(socket));
    });
  }

  private fail(socket: Socket): void {
    switch (this.mode) {
      case 'reset':
        return void socket.resetAndDestroy();
      case 'timeout':
        return; // read, never answered
      case '500':
        return void socket.end(answer('500 Internal Server Error', 'text/html; charset=utf-8', DJANGO_500));
      case '503':
        return void socket.end(
          answer(
            '503 Service Unavailable',
            'application/json',
            '{"detail":"Service temporarily unavailable."}',
          ),
        );
      case 'garbage':
        return void socket.end(answer('200 OK', 'application/json', '{"results": [{"id": 1, "title": "Изб'));
      case 'html':
        return void socket.end(answer('502 Bad Gateway', 'text/html', NGINX_502));
      default:
        socket.destroy();
    }
  }

  async listen(port = 0): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Sets the failure; `refused` closes the port, any other listens on it again. */
  async set(mode: Failure): Promise<void> {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    if (mode === 'refused' && this.server.listening)
      await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (mode !== 'refused' && !this.server.listening) await this.listen(this.port);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Words of what failed that no answer may carry. */
function expectNothingInternal(body: string, backendPort: number): void {
  for (const leak of [
    'ECONNREFUSED',
    'ECONNRESET',
    'Internal Server Error',
    'Traceback',
    'nginx/',
    'Bad Gateway',
    'Gateway Timeout',
    'statusCode',
    `:${backendPort}`,
    'Service temporarily',
  ])
    expect(body).not.toContain(leak);
}

/** The contract's error shape: one Russian sentence, no English word. */
function expectContractError(body: string): void {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json)).toEqual(['detail']);
  expect(json.detail).toMatch(/^[А-ЯЁ][^A-Za-z]+$/);
}

const backend = new FailingBackend();
let app: FastifyInstance;

beforeAll(async () => {
  await backend.listen();
  app = await buildTestApp({ apiUrl: `http://127.0.0.1:${backend.port}`, backendTimeoutMs: 300 });
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

/** A signed-in visitor's cookies whose access token has ended: the server must renew it first. */
/** A signed-in visitor's cookies, the access token `accessLeftS` from its end (past it when negative). */
function signedInCookies(accessLeftS = -60): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const token = (type: string, exp: number) =>
    `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ token_type: type, exp, iat: now - 600, user_id: 1 })}.sig`;
  return `access_token=${token('access', now + accessLeftS)}; refresh_token=${token('refresh', now + 3600)}; signed_in=1`;
}

describe.each(Object.keys(EXPECTED) as Failure[])('a backend that fails: %s', (failure) => {
  const status = EXPECTED[failure];
  beforeAll(() => backend.set(failure));

  it(`answers an API call ${status} in the contract's shape, kept by nothing`, async () => {
    const response = await app.inject('/api/configs/');
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectContractError(response.body);
    expectNothingInternal(response.body, backend.port);
  });

  it(`answers a page ${status} with the shell the browser renders it in, never as a good page`, async () => {
    const response = await app.inject('/excursions/?date_from=2026-12-07&date_to=2026-12-14&tourists=1');
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('data-app-shell');
    expectNothingInternal(response.body, backend.port);
  });

  it(`answers a sign-in ${status}, and a signed-in call ${status} without signing the visitor out`, async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/token/',
      payload: { username: 'a@b.c', password: 'secret-1' },
    });
    expect(signIn.statusCode).toBe(status);
    expectContractError(signIn.body);
    expectNothingInternal(signIn.body, backend.port);

    // A live token the backend could not verify goes out, and the backend's failure is answered.
    const call = await app.inject({ url: '/api/user/', headers: { cookie: signedInCookies(600) } });
    expect(call.statusCode).toBe(status);
    expectContractError(call.body);
    expectNothingInternal(call.body, backend.port);
    expect(call.cookies.filter((cookie) => cookie.value === '')).toEqual([]);

    // One past its end, whose refresh failed, is not sent (it would be refused): 503, still signed in.
    const expired = await app.inject({ url: '/api/user/', headers: { cookie: signedInCookies(-60) } });
    expect(expired.statusCode).toBe(503);
    expectContractError(expired.body);
    expectNothingInternal(expired.body, backend.port);
    expect(expired.cookies.filter((cookie) => cookie.value === '')).toEqual([]);
  });
});
