import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

// Each request has an id: logged with it, sent back as `X-Request-Id`, and told to the backend.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The address of the proxy in front of the storefront (`TRUST_PROXY`); other clients are not trusted. */
const PROXY = '127.0.0.2';

/** The agency's backend as seen from here: which calls reached it, under which id. */
let upstream: FastifyInstance;
const reached: Array<{ method: string; url: string; id: string | undefined }> = [];
let app: FastifyInstance;

beforeAll(async () => {
  upstream = Fastify();
  upstream.all('/*', async (request, reply) => {
    reached.push({ method: request.method, url: request.url, id: request.headers['x-request-id'] as string });
    return reply.code(404).send({ detail: 'Не найдено.' });
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const { port } = upstream.server.address() as AddressInfo;
  app = await buildTestApp({ apiUrl: `http://127.0.0.1:${port}/backend`, trustProxy: [PROXY] });
});

afterAll(async () => {
  await app.close();
  await upstream.close();
});

const idOf = (response: { headers: Record<string, unknown> }) => response.headers['x-request-id'];

describe('the request id', () => {
  it('is sent back with every answer, a new one for each request', async () => {
    const first = await app.inject({ url: '/healthz' });
    const second = await app.inject({ url: '/healthz' });
    expect(idOf(first)).toMatch(UUID);
    expect(idOf(second)).toMatch(UUID);
    expect(idOf(first)).not.toBe(idOf(second));
  });

  it("is the trusted proxy's own when it sends a plain one", async () => {
    const response = await app.inject({
      url: '/healthz',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'edge-7f3a.1_B' },
    });
    expect(idOf(response)).toBe('edge-7f3a.1_B');
  });

  it.each([['two words'], ['a'.repeat(65)], ['<script>'], ['semi;colon'], ['']])(
    'is a new one in place of a proxy\'s "%s"',
    async (given) => {
      const response = await app.inject({
        url: '/healthz',
        remoteAddress: PROXY,
        headers: { 'x-request-id': given },
      });
      expect(idOf(response)).toMatch(UUID);
    },
  );

  it('is a new one in place of the id a client that is no trusted proxy sends', async () => {
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-1' } });
    expect(idOf(response)).toMatch(UUID);
  });

  it('is told to the backend with a proxied call', async () => {
    const response = await app.inject({
      url: '/api/missing/',
      remoteAddress: PROXY,
      headers: { 'x-request-id': 'edge-proxied' },
    });
    expect(response.statusCode).toBe(404);
    expect(idOf(response)).toBe('edge-proxied');
    expect(reached).toContainEqual({ method: 'GET', url: '/backend/api/missing/', id: 'edge-proxied' });
  });

  it("is told to the backend with a page's own calls", async () => {
    const response = await app.inject({ url: '/excursions/' });
    const pageCalls = reached.filter((call) => call.id === idOf(response));
    expect(pageCalls.map((call) => call.url)).toContain('/backend/api/configs/');
  });

  it("is told to the backend with the session gateway's calls", async () => {
    // A refresh cookie without the signed-in marker: the page signed out offline, and the server
    // finishes the sign-out with the backend before the call goes on.
    const response = await app.inject({ url: '/api/configs/', headers: { cookie: 'refresh_token=r.e.f' } });
    expect(reached).toContainEqual({ method: 'POST', url: '/backend/api/auth/logout/', id: idOf(response) });
  });
});
