import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { expect, hydrated, phoneLayoutTest, test, watchCspViolations } from './fixtures';
import { waitUntilSaved } from './support/device-storage';
import { startOwnServer } from './support/own-server';

const TOUR_PATH = '/tours/mnogodnevnye/pskov-i-novgorod/';
const OFFLINE_BANNER = 'Нет соединения — показаны сохранённые данные';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Resolves once the service worker controls the page (it claims the first visit). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether an image has been drawn (decoded, with a size). */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test.describe('offline first', () => {
  test('the first visit is controlled; offline, seen pages and their pictures open from caches, an unseen page says so and recovers', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await controlled(page);
    await page.goto('/excursions/');
    await waitUntilSaved(page, '"/api/catalog/group_excursions/"');
    const groupTitle = (await page.locator('.catalogue-group__title').first().textContent())!;
    await page.goto(TOUR_PATH);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await expect.poll(() => drawn(page, '.tour-gallery__image')).toBe(true);
    await waitUntilSaved(page, 'pskov-i-novgorod');

    await context.setOffline(true);
    const shell = await page.reload();
    // The worker answers with the shell as the server sent it, its policy included, and it hydrates.
    expect(shell?.fromServiceWorker()).toBe(true);
    expect(shell?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
    await expect.poll(() => drawn(page, '.tour-gallery__image')).toBe(true);
    await expect(page.getByRole('button', { name: 'Добавить в корзину' }).first()).toBeDisabled();

    await page.goto('/excursions/');
    await expect(page.locator('.catalogue-group__title').first()).toHaveText(groupTitle);

    // A hotel never opened on this device: the offline page, with what is available offline.
    await page.goto('/hotels/na-velikoj/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет соединения');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Апарт-отель «На Великой»', {
      timeout: 15_000,
    });
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeHidden();
  });

  phoneLayoutTest(
    'offline, the banner stays on screen above the header as the page scrolls, and the places left say how old they are',
    async ({ page, context }) => {
      await page.goto(TOUR_PATH);
      await controlled(page);
      await waitUntilSaved(page, 'pskov-i-novgorod');
      await context.setOffline(true);
      await page.reload();
      const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
      await expect(banner).toBeVisible();
      const places = page.getByText(/^Нет сети: свободные места — на \d{2}:\d{2}, \d{2}\.\d{2}/);
      await expect(places.first()).toBeVisible();

      await page.getByRole('heading', { name: 'Даты выездов' }).scrollIntoViewIfNeeded();
      await expect(banner).toBeInViewport({ ratio: 1 });
      const bannerBox = (await banner.boundingBox())!;
      const headerBox = (await page.locator('header.site-header').boundingBox())!;
      expect(bannerBox.y).toBe(0);
      expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
      await context.setOffline(false);
    },
  );

  test('the next day, offline, the excursion catalogue shows the saved results with their dates', async ({
    page,
    context,
  }) => {
    await page.goto('/excursions/');
    await controlled(page);
    await waitUntilSaved(page, '"/api/catalog/group_excursions/"');
    const groupTitle = (await page.locator('.catalogue-group__title').first().textContent())!;

    await context.setOffline(true);
    await page.clock.setSystemTime(new Date(Date.now() + DAY_MS));
    await page.reload();
    const note = page.getByRole('status').filter({ hasText: 'показаны сохранённые результаты на' });
    await expect(note).toBeVisible();
    await expect(note).toContainText(
      /на \d+.*(января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)/,
    );
    await expect(page.locator('.catalogue-group__title').first()).toHaveText(groupTitle);
    await context.setOffline(false);
  });

  test("'Сохранить для офлайна' keeps a tour with its events and pictures; 'Сохранённое' lists and removes it", async ({
    page,
    context,
  }) => {
    await page.goto(TOUR_PATH);
    await controlled(page);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('button', { name: 'Сохранить для офлайна' }).click();
    await expect(page.getByText(/Сохранено для офлайна · [\d,]+\s(КБ|МБ)/)).toBeVisible();

    // Only what was saved remains: the cache of visits and the worker's runtime caches go (once the
    // visit's cache has been written, so no write is left to bring it back).
    await waitUntilSaved(page, 'pskov-i-novgorod');
    await page.evaluate(async () => {
      await caches.delete('storefront-pictures');
      await caches.delete('storefront-catalogue');
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase('storefront');
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      });
    });
    const savedPictures = await page.evaluate(
      async () => (await (await caches.open('storefront-saved')).keys()).length,
    );
    expect(savedPictures).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Даты выездов' })).toBeVisible();
    await expect(page.locator('.tour-events li').first()).toBeVisible();
    await expect.poll(() => drawn(page, '.tour-gallery__image')).toBe(true);

    await page
      .getByRole('link', { name: 'Сохранено для офлайна' })
      .or(page.getByRole('link', { name: 'Сохранённое', exact: true }))
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сохранённое');
    const item = page.locator('.saved-list__item', { hasText: title });
    await expect(item).toContainText(/[\d,]+\s(КБ|МБ)/);
    await item.getByRole('button', { name: /Удалить/ }).click();
    await expect(page.getByText('Пока ничего не сохранено.', { exact: false })).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('storefront-saved')).keys()).length))
      .toBe(0);
    await context.setOffline(false);
  });

  test('a changed tour reaches the open page without a reload (stale-while-revalidate, then the worker says so)', async ({
    page,
    context,
  }) => {
    const db = new DatabaseSync(process.env.E2E_DATABASE_PATH!, { timeout: 5000 });
    const slug = 'pskov-i-talabskie-ostrova';
    const row = db.prepare('SELECT title, seo FROM tour WHERE slug = ?').get(slug) as {
      title: string;
      seo: string;
    };
    const before = row.title;
    try {
      await page.goto('/tours/');
      await controlled(page);
      // Opened inside the app: the browser asks the API through the worker, which keeps the answer.
      await page.getByRole('link', { name: before }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before);

      const changed = `${before} (новая программа)`;
      // The page's heading is the tour's SEO h1 when it has one: both change, as an editor would.
      db.prepare("UPDATE tour SET title = ?, seo = json_set(seo, '$.h1', ?) WHERE slug = ?").run(
        changed,
        changed,
        slug,
      );
      const announced = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new BroadcastChannel('storefront-api-updates');
            channel.onmessage = (event: MessageEvent<{ url: string }>) => resolve(event.data.url);
          }),
      );
      // The network comes back: what is on screen is asked again; the worker answers from its cache
      // at once, revalidates, and tells the page the tour changed.
      await context.setOffline(true);
      await context.setOffline(false);
      expect(await announced).toContain(slug);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    } finally {
      db.prepare('UPDATE tour SET title = ?, seo = ? WHERE slug = ?').run(before, row.seo, slug);
      db.close();
    }
  });

  test("the manifest passes Chromium's installability check; 'Установить приложение' appears when the browser offers it", async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    // Playwright's contexts are incognito profiles, where Chromium installs nothing; every other
    // condition (manifest, icons, worker, scope) is the app's and must pass.
    await expect
      .poll(async () =>
        (
          (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
        ).installabilityErrors.filter((error) => (error as { errorId: string }).errorId !== 'in-incognito'),
      )
      .toEqual([]);
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      screenshots: Array<{ src: string; form_factor: string }>;
    };
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) expect((await request.get(shot.src)).status()).toBe(200);

    // Chromium fires `beforeinstallprompt` when its own engagement rules say so; the app's answer is tested here.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as Window & { installPrompted?: boolean }).installPrompted = true;
          return Promise.resolve();
        },
      });
      window.dispatchEvent(offer);
    });
    const install = page.getByRole('contentinfo').getByRole('button', { name: 'Установить приложение' });
    await install.click();
    expect(
      await page.evaluate(() => (window as Window & { installPrompted?: boolean }).installPrompted),
    ).toBe(true);
    await expect(install).toBeHidden();
  });

  test("a new build is detected: 'Обновить' switches to it, and a form with input is not reloaded away", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
    cpSync('dist', dist, { recursive: true });
    const server = await startOwnServer({ DIST_DIR: dist });
    const context = await browser.newContext({ baseURL: server.baseURL });
    const violations = await watchCspViolations(context);
    const page = await context.newPage();
    /** Deploys "a new build": the worker's precache list changes, as it does when any file changes. */
    const deploy = (from: string, to: string) => {
      const worker = join(dist, 'sw.js');
      writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(from, to));
      rmSync(`${worker}.br`, { force: true });
      rmSync(`${worker}.gz`, { force: true });
    };
    // Asked of the worker in control; one being replaced as it is asked never answers, so its
    // replacement ends the question (and the poll asks the new one).
    const version = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const controller = navigator.serviceWorker.controller!;
            const channel = new MessageChannel();
            channel.port1.onmessage = (event: MessageEvent<{ version: string }>) =>
              resolve(event.data.version);
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve('replaced'), {
              once: true,
            });
            controller.addEventListener('statechange', () => {
              if (controller.state === 'redundant') resolve('replaced');
            });
            controller.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
          }),
      );
    try {
      await page.goto('/');
      await hydrated(page);
      await controlled(page);
      const first = await version();

      deploy(first, 'e2e0000000000002');
      // The check runs when the network returns (and on every navigation).
      await context.setOffline(true);
      await context.setOffline(false);
      const prompt = page.getByRole('status').filter({ hasText: 'Доступна новая версия' });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // Listening before the click: on a quick machine the reload's 'load' comes before a later listener.
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Обновить' }).click(),
      ]);
      await hydrated(page);
      await expect.poll(version).toBe('e2e0000000000002');
      await expect(prompt).toBeHidden();

      // A form holding input: the update waits for the next navigation instead of reloading it.
      await page.goto('/registration/');
      await hydrated(page);
      const surname = page.getByRole('form', { name: 'Регистрация' }).getByLabel('Фамилия');
      await surname.fill('Смирнова');
      await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
      deploy('e2e0000000000002', 'e2e0000000000003');
      await context.setOffline(true);
      await context.setOffline(false);
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      await prompt.getByRole('button', { name: 'Обновить' }).click();
      // The new worker precaches the whole build before it takes over: slow on a busy machine.
      await expect.poll(version, { timeout: 30_000 }).toBe('e2e0000000000003');
      await expect(surname).toHaveValue('Смирнова');
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      // The next page is the new build, loaded whole.
      await page.getByRole('banner').getByRole('link', { name: 'Туры' }).first().click();
      await expect(page).toHaveURL(/\/tours\/$/);
      await hydrated(page);
      expect(
        await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
      ).toBeUndefined();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
