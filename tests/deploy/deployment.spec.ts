import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { get as httpGet, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webPush from 'web-push';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hydrated } from '../e2e/fixtures';
import {
  makePushCertificate,
  startFakePushService,
  type FakePushService,
} from '../e2e/support/fake-push-service';
import { BACKEND_USER, Deployment } from './support/deployment';
import { bookableEvents } from './support/virtual-users';

/**
 * The README's "Deploying", run as it is written: two replicas of the compiled server behind
 * deploy/nginx/storefront.conf (round-robin), one Redis for their session store, and the agency's
 * kind of backend (rotation, blacklist, access tokens of a few seconds).
 */

const ACCESS_SECONDS = 4;

test.describe.configure({ mode: 'serial' });

/** What the backend signs its trip events with, as `PUSH_WEBHOOK_SECRET` on both sides. */
const PUSH_SECRET = 'the-deployment-test-webhook-secret-0123456789';

let deployment: Deployment;
let pushService: FakePushService;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const certificate = makePushCertificate(mkdtempSync(join(tmpdir(), 'deploy-push-')));
  pushService = await startFakePushService({ certificate });
  const vapid = webPush.generateVAPIDKeys();
  deployment = await Deployment.start({
    accessSeconds: ACCESS_SECONDS,
    // Every replica the same keys and secret, as the README's Environment asks.
    replicaEnv: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@pskovtour.example',
      PUSH_WEBHOOK_SECRET: PUSH_SECRET,
      PUSH_SERVICE_ORIGINS: pushService.origin,
      NODE_EXTRA_CA_CERTS: certificate.certPath,
    },
    backendEnv: { PUSH_WEBHOOK_SECRET: PUSH_SECRET },
  });
});
test.afterAll(async () => {
  // DEPLOY_DEBUG=1 prints what the replicas, the backend and nginx wrote.
  if (process.env.DEPLOY_DEBUG) deployment?.dump();
  await deployment?.stop();
  await pushService?.close();
});

const newVisitor = (browser: Browser) =>
  browser.newContext({ baseURL: deployment.url, serviceWorkers: 'block' });

/** Signs in with the backend's account, as the sign-in dialog does: the cookies land in `context`. */
async function signIn(context: BrowserContext): Promise<void> {
  const answer = await context.request.post('/api/auth/token/', { data: BACKEND_USER });
  expect(answer.status()).toBe(200);
}

/** When the visitor's access token ends, by its own `exp`. */
async function accessTokenEnd(context: BrowserContext): Promise<number> {
  const access = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  if (!access) throw new Error('not signed in');
  return (JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;
}

/** `count` calls of `path` from the page at once, as a page's queries go out: their statuses. */
const burst = (page: Page, path: string, count: number) =>
  page.evaluate(
    ({ path, count }) =>
      Promise.all(Array.from({ length: count }, () => fetch(path).then((answer) => answer.status))),
    { path, count },
  );

test('anonymous pages come from the cache; personal answers never do', async ({ browser }) => {
  const context = await newVisitor(browser);
  const statusOf = async (path: string) =>
    (await context.request.get(path, { maxRedirects: 0 })).headers()['x-cache-status'];

  await statusOf('/about/policy/');
  expect(await statusOf('/about/policy/')).toBe('HIT');

  await signIn(context);
  for (const path of ['/api/user/', '/user/account/', '/about/policy/']) {
    expect(await statusOf(path)).toBe('BYPASS');
    expect(await statusOf(path)).toBe('BYPASS');
  }
  await context.close();
});

test('after the access token ends, a burst from two tabs over both replicas refreshes once, and nobody is signed out', async ({
  browser,
}) => {
  const context = await newVisitor(browser);
  const tabs = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto('/');
    await hydrated(tab);
  }
  await signIn(context);
  const refreshes = deployment.refreshesMade();
  const end = await accessTokenEnd(context);
  // The access token's own clock: the next calls find it ended. (A second more: the backend writes
  // `iat` in whole seconds, so a replica reads its clock up to a second late; with tokens of a few
  // seconds that is more than the tenth of a lifetime it refreshes ahead.)
  await expect.poll(() => Date.now() / 1000 > end + 1, { timeout: 30_000 }).toBe(true);

  const statuses = (await Promise.all(tabs.map((tab) => burst(tab, '/api/user/', 6)))).flat();
  expect(statuses).toEqual(Array(12).fill(200));
  expect(deployment.refreshesMade() - refreshes).toBe(1);
  expect(new Set(deployment.replicasThatAnswered('/api/user/'))).toEqual(new Set(deployment.replicaPorts));
  // Still signed in, on either replica.
  expect(await burst(tabs[0]!, '/api/user/', 4)).toEqual([200, 200, 200, 200]);
  await context.close();
});

test('a sign-in on one replica is seen on the other, and a sign-out on one is honoured by the other', async ({
  browser,
}) => {
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.goto('/');
  const before = deployment.replicasThatAnswered('/api/user/').length;
  await signIn(context);
  expect(await burst(page, '/api/user/', 4)).toEqual([200, 200, 200, 200]);
  const signedInOn = new Set(deployment.replicasThatAnswered('/api/user/').slice(before));
  expect(signedInOn).toEqual(new Set(deployment.replicaPorts));

  const cookiesBefore = await context.cookies();
  const signOut = await page.evaluate(() =>
    fetch('/api/auth/logout/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).then((answer) => answer.status),
  );
  expect(signOut).toBeLessThan(300);
  expect(await burst(page, '/api/user/', 4)).toEqual([401, 401, 401, 401]);

  // A tab that kept the session from before the sign-out is let in by neither replica: its refresh
  // token is refused everywhere, and its access token (which the backend would take until it ends)
  // is refused by the replicas, which share the signed-out tokens through Redis.
  const stale = await browser.newContext({ baseURL: deployment.url, serviceWorkers: 'block' });
  await stale.addCookies(cookiesBefore);
  const stalePage = await stale.newPage();
  await stalePage.goto('/about/policy/');
  const from = deployment.replicasThatAnswered('/api/user/').length;
  expect(await burst(stalePage, '/api/user/', 4)).toEqual([401, 401, 401, 401]);
  expect(new Set(deployment.replicasThatAnswered('/api/user/').slice(from))).toEqual(
    new Set(deployment.replicaPorts),
  );
  await Promise.all([context.close(), stale.close()]);
});

test('a page rendered by build A keeps working after its replicas are replaced by build B', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { openedOnBuildA: boolean }).openedOnBuildA = true));

  // The deploy: build B beside the live build, then each replica restarted on it.
  await deployment.buildB();
  for (const port of deployment.replicaPorts) {
    expect(await deployment.stopReplica(port)).toBe(0);
    await deployment.startReplica(port);
  }
  const carried = readFileSync(join(deployment.build.distDir, '.carried-assets'), 'utf8').split('\n');

  // The open page moves on by its own links: build A's chunk of the policy page loads, no reload.
  const chunks: Array<{ name: string; status: number }> = [];
  page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    if (pathname.startsWith('/assets/'))
      chunks.push({ name: pathname.slice('/assets/'.length), status: answer.status() });
  });
  await page.getByRole('link', { name: 'Политика конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/about\/policy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { openedOnBuildA?: boolean }).openedOnBuildA)).toBe(
    true,
  );
  await expect(page.locator('[data-build="B"]')).toHaveCount(0);
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((chunk) => chunk.status !== 200)).toEqual([]);
  // Whatever nginx kept, each replica itself serves them, some only because build B kept them.
  const ownChunks = chunks.filter((chunk) => carried.includes(chunk.name));
  if (process.env.DEPLOY_DEBUG) console.log('CHUNKS', JSON.stringify(chunks), 'CARRIED', carried.length);
  expect(ownChunks.length).toBeGreaterThan(0);
  for (const port of deployment.replicaPorts) {
    for (const chunk of chunks) {
      // As nginx asks: for the site's host (a replica serves no other).
      const direct = await getWithHost(
        `http://127.0.0.1:${port}/assets/${chunk.name}`,
        new URL(deployment.url).host,
      );
      expect(direct, `${chunk.name} from the replica on ${port}`).toBe(200);
    }
  }

  // A new visitor gets build B.
  const fresh = await newVisitor(browser);
  const freshPage = await fresh.newPage();
  await freshPage.goto('/about/policy/');
  await expect(freshPage.locator('[data-build="B"]')).toHaveCount(1);
  await Promise.all([context.close(), fresh.close()]);
});

test('a replica stopped with SIGTERM during a burst loses none of the requests nginx sent it', async () => {
  const [stopping] = deployment.replicaPorts;
  const from = deployment.replicasThatAnswered('/excursions/').length;
  // Signed-in visitors' pages pass the cache: every request reaches a replica.
  const requests = Array.from({ length: 24 }, () =>
    fetch(`${deployment.url}/excursions/`, { headers: { cookie: 'signed_in=1' }, redirect: 'manual' }).then(
      async (answer) => ({
        status: answer.status,
        complete: (await answer.text()).trimEnd().endsWith('</html>'),
      }),
    ),
  );
  const stopped = deployment.stopReplica(stopping!);
  const answers = await Promise.all(requests);
  expect(await stopped).toBe(0);
  expect(answers.filter((answer) => answer.status !== 200 || !answer.complete)).toEqual([]);
  expect(deployment.replicasThatAnswered('/excursions/').slice(from)).toContain(stopping);
  await deployment.startReplica(stopping!);
});

/** A GET with a Host header of the test's choosing (fetch will not send one): its status, or the error. */
function getWithHost(url: string, host: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpGet(url, { headers: { host } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

test('a request for another host is closed unanswered by nginx, and refused by a replica', async () => {
  expect(await getWithHost(`${deployment.url}/`, new URL(deployment.url).host)).toBe(200);
  expect(await getWithHost(`${deployment.url}/`, 'evil.example')).toBe('ECONNRESET');
  const replica = `http://127.0.0.1:${deployment.replicaPorts[0]}`;
  expect(await getWithHost(`${replica}/api/configs/`, 'evil.example')).toBe(400);
  // A balancer's probe by the replica's own address is answered.
  expect(await getWithHost(`${replica}/readyz`, `127.0.0.1:${deployment.replicaPorts[0]}`)).toBe(200);
});

/** A call to one replica by its own port, as nginx makes it (the public Host): its status and body. */
function toReplica(
  port: number,
  method: 'POST',
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { host: new URL(deployment.url).host, 'content-type': 'application/json', ...headers },
      },
      (answer) => {
        let text = '';
        answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** The contract's `tripEvent` signature, as the agency's backend makes it. */
const signTripEvent = (secret: string, timestamp: number, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The backend's word that a trip moved, signed as the contract's `tripEvent` webhook is. */
function tripEventCall(port: number, userId: number, id: string, time: string) {
  const body = JSON.stringify({
    id,
    type: 'trip_changed',
    order: { id: 501, user_id: userId },
    item: {
      id: 1,
      type: 'excursion',
      title: 'Изборск',
      url: '/excursions/x/',
      date_start: '2099-06-01',
      time,
    },
    before: { date_start: '2099-06-01', time: '10:00' },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  return toReplica(port, 'POST', '/push/events/', body, {
    'x-push-timestamp': String(timestamp),
    'x-push-signature': signTripEvent(PUSH_SECRET, timestamp, body),
  });
}

test('a tourist who subscribed through one replica is told of a change that reaches the other, and after both restart', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [first, second] = deployment.replicaPorts as [number, number];
  const context = await newVisitor(browser);
  await signIn(context);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const { id: userId } = (await (await context.request.get('/api/user/')).json()) as { id: number };
  const device = pushService.subscribe();
  const subscribed = await toReplica(
    first,
    'POST',
    '/push/subscriptions/',
    JSON.stringify({ subscription: device }),
    {
      cookie,
      origin: deployment.url,
    },
  );
  expect(subscribed.status).toBe(201);

  const told = pushService.nextDelivery(device.endpoint);
  const event = await tripEventCall(second, userId, 'deploy-event-1', '12:00');
  expect(event).toEqual({ status: 200, body: '{"sent":1}' });
  expect(JSON.parse((await told).payload)).toMatchObject({
    notification: { body: 'Экскурсия перенесена: пн 01.06, 12:00 вместо 10:00' },
  });

  // Both replicas restarted (a release): the subscription is in Redis, not in either of them.
  await deployment.rollingRestart();
  const again = pushService.nextDelivery(device.endpoint);
  expect((await tripEventCall(first, userId, 'deploy-event-2', '13:00')).status).toBe(200);
  expect(JSON.parse((await again).payload)).toMatchObject({
    notification: { body: 'Экскурсия перенесена: пн 01.06, 13:00 вместо 10:00' },
  });
  // The same event again (the backend's retry) is sent no further, whichever replica it reaches.
  expect(await tripEventCall(second, userId, 'deploy-event-2', '13:00')).toEqual({
    status: 200,
    body: '{"sent":0}',
  });

  // The backend itself tells of its changes (the reference Django's signals, through nginx): the
  // tourist's order is paid at the agency, then its excursion is moved.
  // Not tomorrow's: the line is moved to tomorrow below, and a move to its own day tells nothing.
  const tomorrow = new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const [eventId] = await bookableEvents(deployment.backendUrl, { except: tomorrow });
  const { sessionid } = (await (await context.request.get('/api/user/session/')).json()) as {
    sessionid: string;
  };
  const added = await context.request.patch(`/api/cart/excursion/?sessionid=${sessionid}`, {
    data: { event_id: eventId, tourists: { vzroslyi: 1 } },
  });
  expect(added.status()).toBe(200);
  const placed = await context.request.post(`/api/cart/order/?sessionid=${sessionid}`, {
    data: {
      last_name: 'Смирнова',
      first_name: 'Анна',
      email: 'compat@pskovtour.example',
      phone: '+79215550101',
      personal_data_consent: true,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as {
    id: number;
    items: Array<{ id: number; title: string; time: string | null }>;
  };
  const line = order.items[0]!;
  const paid = pushService.nextDelivery(device.endpoint);
  await deployment.backendCommand('pay_order', String(order.id));
  expect(JSON.parse((await paid).payload)).toMatchObject({
    notification: { title: `Оплата получена: ${line.title}` },
  });
  const moved = pushService.nextDelivery(device.endpoint);
  await deployment.backendCommand('move_trip', String(line.id), '--time', '16:45');
  const message = JSON.parse((await moved).payload) as {
    notification: { title: string; body: string };
    trip: unknown;
  };
  expect(message.notification.title).toBe(line.title);
  expect(message.notification.body).toMatch(/^Экскурсия перенесена: .*16:45 вместо \d\d:\d\d$/);
  expect(message.trip).toMatchObject({ key: `${order.id}:excursion:${line.id}`, time: '16:45' });
  // Moved to tomorrow, it is reminded of by the backend's evening task.
  const movedAgain = pushService.nextDelivery(device.endpoint);
  await deployment.backendCommand('move_trip', String(line.id), '--date', tomorrow);
  await movedAgain;
  const reminded = pushService.nextDelivery(device.endpoint);
  expect(await deployment.backendCommand('send_reminders')).toMatch(/reminded [1-9]/);
  const reminder = JSON.parse((await reminded).payload) as { notification: { title: string; body: string } };
  expect(reminder.notification.title).toBe(`Завтра: ${line.title}`);
  expect(reminder.notification.body).toMatch(/^Сбор в 16:45 по Москве/);
  await context.close();
});
