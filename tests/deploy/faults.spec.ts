import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { freePort } from '../../scripts/free-port.ts';
import { startNginx } from '../../scripts/nginx.ts';
import { hydrated } from '../e2e/fixtures';
import { waitUntilSaved } from '../e2e/support/device-storage';
import { BACKEND_USER, Deployment } from './support/deployment';

/**
 * Each fault of issue 46 on the README's deployment (two replicas behind nginx, Redis, the agency's
 * kind of backend), one at a time: what a visitor gets while it lasts. `soak.spec.ts` runs them
 * together under load.
 */

const ACCESS_SECONDS = 4;

test.describe.configure({ mode: 'serial' });

let deployment: Deployment;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = await Deployment.start({ accessSeconds: ACCESS_SECONDS, testClock: true });
});
test.afterAll(async () => {
  if (process.env.DEPLOY_DEBUG) deployment?.dump();
  await deployment?.stop();
});

const newVisitor = (browser: Browser) =>
  browser.newContext({ baseURL: deployment.url, serviceWorkers: 'block' });

/** A visitor's answer as a test reads it: the status, whether it came whole, and its body. */
async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${deployment.url}${path}`, { headers, redirect: 'manual' });
  const body = await answer.text();
  return {
    status: answer.status,
    cache: answer.headers.get('x-cache-status'),
    cacheControl: answer.headers.get('cache-control'),
    body,
    whole: body.trimEnd().endsWith('</html>'),
  };
}

/** The contract's error shape, in Russian: `{"detail": "…"}`. */
function expectContractError(body: string): void {
  const json = JSON.parse(body) as { detail?: unknown };
  expect(Object.keys(json)).toEqual(['detail']);
  expect(json.detail).toMatch(/^[А-ЯЁ][^A-Za-z]+$/);
}

/** Signs in with the backend's account: the cookies land in `context`. */
async function signIn(context: BrowserContext): Promise<void> {
  expect((await context.request.post('/api/auth/token/', { data: BACKEND_USER })).status()).toBe(200);
}

/** The visitor's access token, and when it ends by its own `exp` (s). */
async function accessToken(context: BrowserContext): Promise<{ token: string; end: number }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  if (!token) throw new Error('not signed in');
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number };
  return { token, end: exp };
}

test('while Redis is away, signed-in calls answer the contract’s 503, every anonymous visitor is served, and nobody is signed out', async ({
  browser,
}) => {
  const context = await newVisitor(browser);
  await signIn(context);
  const { end } = await accessToken(context);
  // The token has ended: each signed-in call needs a refresh, which needs the shared store.
  await expect.poll(() => Date.now() / 1000 > end + 1, { timeout: 30_000 }).toBe(true);

  await deployment.stopRedis();
  try {
    const signedIn = await Promise.all(Array.from({ length: 6 }, () => context.request.get('/api/user/')));
    for (const answer of signedIn) {
      expect(answer.status()).toBe(503);
      expectContractError(await answer.text());
    }
    // Pages nobody asked for yet: nginx holds no copy, a replica renders each.
    const anonymous = await Promise.all(
      Array.from({ length: 12 }, (_, index) => get(`/about/policy/?redis-away=${index}`)),
    );
    expect(anonymous.map(({ status, whole }) => ({ status, whole }))).toEqual(
      Array(12).fill({ status: 200, whole: true }),
    );
  } finally {
    await deployment.startRedis();
  }
  // Redis is back: the session is renewed, never ended (a 401 would be a sign-out).
  const seen: number[] = [];
  await expect
    .poll(async () => {
      const status = (await context.request.get('/api/user/')).status();
      seen.push(status);
      return status;
    })
    .toBe(200);
  expect(seen.filter((status) => status !== 503 && status !== 200)).toEqual([]);
  await context.close();
});

test('a rolling deploy under a steady stream of visitors costs none of them a request, a PATCH neither', async () => {
  const session = (await (await fetch(`${deployment.url}/api/user/session/`)).json()) as {
    sessionid: string;
  };
  const failures: string[] = [];
  let answered = 0;
  let done = false;
  const visitor = async (index: number) => {
    for (let round = 0; !done; round += 1) {
      const calls = [
        fetch(`${deployment.url}/about/policy/?deploy=${index}-${round}`, { redirect: 'manual' }),
        fetch(`${deployment.url}/api/cart/excursion/?sessionid=${session.sessionid}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: deployment.url },
          body: '{}',
        }),
      ];
      for (const call of calls) {
        const result = await call.then(
          async (answer) => ({ status: answer.status, text: await answer.text() }),
          (error: Error) => ({
            status: 0,
            text: String((error.cause as Error | undefined)?.message ?? error),
          }),
        );
        answered += 1;
        if (result.status === 0 || result.status >= 500)
          failures.push(`${result.status} ${result.text.slice(0, 80)}`);
      }
    }
  };
  const visitors = Array.from({ length: 4 }, (_, index) => visitor(index));
  const codes = await deployment.rollingRestart();
  done = true;
  await Promise.all(visitors);
  expect(codes).toEqual([0, 0]);
  expect(answered).toBeGreaterThan(20);
  expect(failures).toEqual([]);
});

/** A request with a `Host` of the test's choosing (fetch sends its own): status and body. */
function send(url: string, method: string, host: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, headers: { host, 'content-type': 'application/json' } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a request nginx sends on a kept-alive connection its replica has just closed is answered by another replica, a PATCH too', async () => {
  // A replica at the instant it is told to stop: the connection nginx keeps for it is closed just
  // as the next request goes out on it (here: every request after a connection's first).
  let resets = 0;
  const stopping: Server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { served?: number };
    socket.served = (socket.served ?? 0) + 1;
    if (socket.served > 1) {
      resets += 1;
      socket.resetAndDestroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve));
  const nginx = await startNginx(await freePort(), [
    (stopping.address() as AddressInfo).port,
    deployment.replicaPorts[0]!,
  ]);
  try {
    const host = new URL(deployment.url).host;
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await send(`${nginx!.baseUrl}/api/cart/excursion/?sessionid=x`, 'PATCH', host, '{}');
      statuses.push(answer.status);
    }
    expect(resets).toBeGreaterThan(0);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
  } finally {
    await nginx?.stop();
    await new Promise((resolve) => stopping.close(resolve));
  }
});

/** A minute before the agency's midnight (Moscow, UTC+3): a page made then is kept fresh for seconds. */
function beforeAgencyMidnight(seconds: number): string {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21);
  return new Date(
    (midnight > now.getTime() ? midnight : midnight + 86_400_000) - seconds * 1000,
  ).toISOString();
}

test('while the backend is down, a page nginx holds is served from its copy, one it does not hold is the shell with 502, calls answer 502 in the contract’s words, and nothing 500', async () => {
  // A copy nginx keeps for two seconds only: rendered as if a moment before the agency's midnight.
  const made = await get('/tours/', { 'x-test-now': beforeAgencyMidnight(2) });
  expect(made.status).toBe(200);
  expect(made.cacheControl).toMatch(/s-maxage=[12]\b/);
  expect((await get('/tours/')).cache).toBe('HIT');

  await deployment.stopBackend();
  try {
    // Every answer is the page kept, while fresh and once it is not.
    const served: Array<Awaited<ReturnType<typeof get>>> = [];
    await expect
      .poll(
        async () => {
          const answer = await get('/tours/');
          served.push(answer);
          return answer.cache;
        },
        { timeout: 15_000 },
      )
      .toMatch(/^(STALE|UPDATING)$/);
    for (const answer of served) {
      expect(answer.status).toBe(200);
      expect(answer.whole).toBe(true);
      expect(answer.body).not.toContain('data-app-shell');
    }

    const unseen = await get('/hotels/?never-asked=1');
    expect(unseen.status).toBe(502);
    expect(unseen.cacheControl).toBe('no-store');
    expect(unseen.body).toContain('data-app-shell');
    expect((await get('/hotels/?never-asked=1')).cache).not.toBe('HIT');

    const call = await get('/api/configs/');
    expect(call.status).toBe(502);
    expectContractError(call.body);
    const signIn = await fetch(`${deployment.url}/api/auth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: deployment.url },
      body: JSON.stringify(BACKEND_USER),
    });
    expect(signIn.status).toBe(502);
    expectContractError(await signIn.text());
  } finally {
    await deployment.startBackend();
  }
  await expect.poll(async () => (await get('/api/configs/')).status).toBe(200);
});

test('an access token sent in the header after its sign-out is refused by every replica', async ({
  browser,
}) => {
  const context = await newVisitor(browser);
  await signIn(context);
  const { token } = await accessToken(context);
  const signOut = await context.request.post('/api/auth/logout/', {
    data: {},
    headers: { origin: deployment.url },
  });
  expect(signOut.status()).toBeLessThan(300);

  const from = deployment.replicasThatAnswered('/api/user/').length;
  const statuses = await Promise.all(
    Array.from({ length: 4 }, () =>
      fetch(`${deployment.url}/api/user/`, { headers: { 'jwt-access-token': `Bearer ${token}` } }).then(
        (answer) => answer.status,
      ),
    ),
  );
  expect(statuses).toEqual([401, 401, 401, 401]);
  expect(new Set(deployment.replicasThatAnswered('/api/user/').slice(from))).toEqual(
    new Set(deployment.replicaPorts),
  );
  await context.close();
});

test('with every replica gone, a tourist who has the app sees the catalogue it saved, not the proxy’s error', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: deployment.url, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.goto('/excursions/');
  await hydrated(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await waitUntilSaved(page, '"/api/catalog/group_excursions/"');
  const groupTitle = (await page.locator('.catalogue-group__title').first().textContent())!;

  for (const port of deployment.replicaPorts) await deployment.stopReplica(port);
  try {
    // An address nginx holds no copy of: nginx itself answers 502, the worker the shell.
    const answer = await page.goto('/excursions/?tourists=2');
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.locator('.catalogue-group__title').first()).toHaveText(groupTitle);
    await expect(
      page.getByRole('status').filter({ hasText: /^Сервер\sне\sотвечает\s—\sпоказаны/ }),
    ).toBeVisible();
    await expect(page.getByText('502 Bad Gateway')).toHaveCount(0);
  } finally {
    for (const port of deployment.replicaPorts) await deployment.startReplica(port);
  }
  await context.close();
});
