import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApi } from '../../server/api/index.ts';
import { SERVER_OPTIONS } from '../../server/app.ts';
import { startServerProcess } from './helpers.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PAGES = 20;
const CALLS = 5;
const DEMO = { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' };

/** The agency's backend (the demo's, in this test's process): it can hold its calls until let through. */
let backend: FastifyInstance;
let gate: Promise<void> | null = null;
let held = 0;

beforeAll(async () => {
  backend = Fastify(SERVER_OPTIONS);
  backend.addHook('onRequest', async () => {
    if (!gate) return;
    held += 1;
    await gate;
  });
  const databasePath = join(mkdtempSync(join(tmpdir(), 'storefront-backend-')), 'db.sqlite');
  await backend.register(
    async (api) => demoApi(api, { databasePath, jwtSecret: undefined, devTools: false }),
    {
      prefix: '/api',
    },
  );
  await backend.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await backend.close();
});

/** Holds the backend's calls from now on; the function returned lets them through. */
function holdBackend(): () => void {
  let release = () => {};
  held = 0;
  gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    gate = null;
    release();
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request on a new connection: its error, or null if it was answered. */
function connectError(url: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      response.resume();
      resolve(null);
    });
    request.on('error', resolve);
    request.end();
  });
}

describe('stopping the server', () => {
  it('takes no new connection after SIGTERM, answers the pages in flight in full, and exits 0', async () => {
    const { port } = backend.server.address() as AddressInfo;
    const server = startServerProcess({ API_URL: `http://127.0.0.1:${port}`, LOG_REQUESTS: '1' });
    const address = await server.address;
    const page = `${address}excursions/`;
    expect((await fetch(page)).status).toBe(200);

    const pageRequestsSeen = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"url":"/excursions/"') && line.includes('"incoming request"'))
        .length;
    const release = holdBackend();
    const answers = Array.from({ length: PAGES }, () =>
      fetch(page).then(async (response) => ({ status: response.status, html: await response.text() })),
    );
    // Every page has reached the server, and each waits on its data.
    await until(() => pageRequestsSeen() === PAGES + 1 && held >= PAGES, 'the pages to be in flight');

    server.child.kill('SIGTERM');
    await until(() => server.output().includes('SIGTERM: stopping'), 'the server to stop');
    expect((await connectError(page))?.code).toBe('ECONNREFUSED');
    release();

    const results = await Promise.all(answers);
    for (const { status, html } of results) {
      expect(status).toBe(200);
      expect(html).toMatch(/<\/html>\s*$/);
    }
    expect(await server.exited).toBe(0);
  }, 60_000);

  it("answers a signed-in visitor's calls whose token is renewed while it drains", async () => {
    const { port } = backend.server.address() as AddressInfo;
    const server = startServerProcess({ API_URL: `http://127.0.0.1:${port}` });
    const address = await server.address;
    const signIn = await fetch(`${address}api/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    expect(signIn.status).toBe(200);
    const cookies = new Map(
      signIn.headers.getSetCookie().map((line) => {
        const [pair = ''] = line.split(';', 1);
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const;
      }),
    );
    // An access token the backend refuses before it expires (its signature altered): the server
    // checks it, is refused, and renews the pair, a call of its own made after the stop began.
    cookies.set('access_token', `${cookies.get('access_token')!.slice(0, -4)}AAAA`);
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const release = holdBackend();
    const answers = Array.from({ length: CALLS }, () =>
      fetch(`${address}api/user/`, { headers: { cookie } }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { email?: string },
      })),
    );
    // Each call's token check waits on the backend.
    await until(() => held >= CALLS, 'the token checks to be in flight');

    server.child.kill('SIGTERM');
    await until(() => server.output().includes('SIGTERM: stopping'), 'the server to stop');
    release();

    for (const { status, body } of await Promise.all(answers)) {
      expect(status).toBe(200);
      expect(body.email).toBe(DEMO.username);
    }
    expect(await server.exited).toBe(0);
  }, 60_000);
});
