import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  makePushCertificate,
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from './support/fake-push-service';
import { startOwnServer, type OwnServer } from './support/own-server';

// Issue 47: a changed trip reaches the tourist's phone by Web Push, the phone offline meanwhile.
// There is no browser vendor's push service on this machine: the test's own (HTTPS, VAPID checked,
// the body decrypted) stands in for it, and only `PushManager.subscribe` is replaced, at the
// browser's boundary, by one that hands out that service's subscription. Everything else is real:
// the switch, the server's storage, the demo backend's change, web-push, the worker's handler
// (the decrypted message delivered through DevTools, as the browser's push service would).

const DEMO = { username: 'demo@pskovtour.example', password: 'demo-pskov-2024' };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let service: FakePushService;
let server: OwnServer;

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'push-e2e-'));
  const certificate = makePushCertificate(dir);
  service = await startFakePushService({ certificate });
  server = await startOwnServer({
    DEMO_DEV_TOOLS: '1',
    PUSH_SERVICE_ORIGINS: service.origin,
    // The server's web-push trusts the test's service as a process trusts a real one's CA.
    NODE_EXTRA_CA_CERTS: certificate.certPath,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await service?.close();
});

/** The browser's push subscription replaced by the fake service's: all the page sees of a push service. */
async function pretendPushService(context: BrowserContext, subscription: FakeSubscription): Promise<void> {
  await context.addInitScript((fake: FakeSubscription) => {
    const subscribed = () => localStorage.getItem('test-push-subscribed') === '1';
    const made = {
      endpoint: fake.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => fake,
      unsubscribe: () => {
        localStorage.removeItem('test-push-subscribed');
        return Promise.resolve(true);
      },
    };
    PushManager.prototype.subscribe = function subscribe() {
      localStorage.setItem('test-push-subscribed', '1');
      return Promise.resolve(made as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(subscribed() ? (made as unknown as PushSubscription) : null);
    };
  }, subscription);
}

/** The worker's registration id, as DevTools knows it (to deliver a push to it). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => registration.scopeURL === `${origin}/`);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("a departure moved while the phone is offline: the push comes when it is back, the trip card has the new time offline; the switch and 'Выйти' stop it", async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = server.baseURL;
  const device = service.subscribe();
  await pretendPushService(context, device);
  await context.grantPermissions(['notifications'], { origin });
  expect((await page.request.post(`${origin}/api/auth/token/`, { data: DEMO })).status()).toBe(200);

  await page.goto(`${origin}/user/trips/`);
  await controlled(page);
  const cdp = await context.newCDPSession(page);
  const registration = await registrationId(cdp, origin);
  const card = page.getByRole('article', { name: 'Псковский кремль и Довмонтов город' });
  await expect(card).toContainText('10:00 по Москве');

  const toggle = page.getByRole('switch', { name: 'Сообщать об изменениях' });
  await expect(toggle).toBeEnabled();
  await expect(page.locator('.push-switch')).toContainText('накануне в 18:00 по Москве');
  await page.locator('.push-switch').screenshot({ path: testInfo.outputPath('push-switch-off.png') });
  await toggle.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Уведомления включены на этом устройстве.' }),
  ).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.locator('.push-switch').screenshot({ path: testInfo.outputPath('push-switch-on.png') });

  // The phone goes offline; the agency moves the excursion from 10:00 to 12:00.
  const orders = (await (
    await page.request.get(`${origin}/api/order/history/list/?completed=false`)
  ).json()) as {
    results: Array<{ id: number; status: string; items: Array<{ id: number; type: string; title: string }> }>;
  };
  const order = orders.results.find((candidate) => candidate.status === 'paid')!;
  const item = order.items.find((line) => line.type === 'excursion')!;
  await context.setOffline(true);
  service.setOnline(device.endpoint, false);
  const moved = await page.request.post(`${origin}/api/dev/departures/`, {
    data: { order_id: order.id, item_id: item.id, time: '12:00' },
  });
  expect(moved.status()).toBe(200);
  // The push service holds it for the phone.
  expect(service.held(device.endpoint)).toHaveLength(1);
  expect(service.delivered(device.endpoint)).toHaveLength(0);

  // Back on a network: the service hands it over, and the worker gets it.
  await context.setOffline(false);
  const arrived = service.nextDelivery(device.endpoint);
  service.setOnline(device.endpoint, true);
  const push = await arrived;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration,
    data: push.payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          (shown) => `${shown.title} | ${shown.body}`,
        ),
      ),
    )
    .toEqual([
      expect.stringMatching(
        /^Псковский кремль и Довмонтов город \| Экскурсия перенесена: [а-я]{2} \d\d\.\d\d, 12:00 вместо 10:00$/,
      ),
    ]);

  // A click on it (DevTools cannot click a notification: the worker is handed the event) opens the trip.
  await page.goto(`${origin}/`);
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async () => {
    // The worker's globals, which the tests' DOM typings do not have.
    const scope = globalThis as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  await expect(page).toHaveURL(`${origin}/user/trips/#trip-${order.id}-excursion-${item.id}`);
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    )
    .toBe(0);

  // The network cut again before the tourist opens anything: the card already has the new time.
  await context.setOffline(true);
  await page.reload();
  await expect(card).toContainText('12:00 по Москве');
  await expect(card).toContainText('Время изменилось: 10:00 → 12:00');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('trip-after-push-390.png') });

  // Off in the same place: the server forgets the device.
  await context.setOffline(false);
  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByRole('status').filter({ hasText: 'Уведомления выключены.' })).toBeVisible();
  await page.request.post(`${origin}/api/dev/departures/`, {
    data: { order_id: order.id, item_id: item.id, time: '10:00' },
  });
  expect(service.delivered(device.endpoint)).toHaveLength(1);
  expect(service.held(device.endpoint)).toHaveLength(0);

  // On again, then 'Выйти': this device hears no more of the account's trips.
  await toggle.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Уведомления включены на этом устройстве.' }),
  ).toBeVisible();
  await page.locator('header').getByRole('button', { name: 'Анна Смирнова', exact: true }).click();
  await page.locator('.profile-menu__list').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('test-push-subscribed'))).toBeNull();
  const after = await page.request.post(`${origin}/api/dev/departures/`, {
    data: { order_id: order.id, item_id: item.id, time: '11:00' },
  });
  expect(after.status()).toBe(200);
  expect(service.delivered(device.endpoint)).toHaveLength(1);
  expect(service.held(device.endpoint)).toHaveLength(0);
});
