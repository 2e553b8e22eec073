import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('when the network misbehaves', () => {
  // The worker would answer chunk requests from its precache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  /** Opens the home page and makes the policy page's lazy chunk fail with `fail` from then on. */
  async function policyChunkFails(page: Page, fail: (route: Route) => Promise<void>) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );
    // Chunks the HTML loads up front (shared constants may land in a chunk named after the page)
    // must still load, or nothing boots.
    const html = await (await page.request.get('/')).text();
    const loadedUpFront = new Set(html.match(/\/assets\/[^"]+\.js/g) ?? []);
    await page.route(/\/assets\/policy-[^/]+\.js$/, (route) =>
      loadedUpFront.has(new URL(route.request().url()).pathname) ? route.continue() : fail(route),
    );
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    return { loads: () => documentLoads };
  }

  const openPolicyInApp = (page: Page) =>
    page.evaluate(() => {
      history.pushState({}, '', '/about/policy/');
      dispatchEvent(new PopStateEvent('popstate'));
    });

  test('a chunk a new deployment removed reloads the page once, then shows the error page', async ({
    page,
  }) => {
    // As after a deployment: the server answers 404 for the chunk, and for the check of it.
    const checks: string[] = [];
    const documentLoads = await policyChunkFails(page, async (route) => {
      if (route.request().method() === 'HEAD') checks.push(route.request().url());
      await route.fulfill({ status: 404, body: '' });
    });
    const reload = page.waitForEvent('load');
    await openPolicyInApp(page);
    await reload;
    expect(documentLoads.loads()).toBe(1);
    expect(checks.length).toBeGreaterThan(0);
    // After the one reload the chunk still fails: the guard keeps it from reloading again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Ошибка обращения к сервису');
    // A second reload would have come with the error: the page stays quiet, on its one reload.
    await page.waitForLoadState('networkidle');
    expect(documentLoads.loads()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).not.toBeNull();
  });

  test('a chunk whose load was cut short is no new deployment: no reload, the error page offers one', async ({
    page,
  }) => {
    // The load fails, but the file is still on the server: its check answers what the server says.
    let checked = (_status: number) => {};
    const checkStatus = new Promise<number>((resolve) => (checked = resolve));
    const documentLoads = await policyChunkFails(page, async (route) => {
      if (route.request().method() !== 'HEAD') return route.abort('connectionreset');
      const response = await route.fetch();
      await route.fulfill({ response });
      checked(response.status());
    });
    await openPolicyInApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Ошибка обращения к сервису');
    expect(await checkStatus).toBe(200);
    await page.waitForLoadState('networkidle');
    // Neither our check nor the router's own loader reloaded the page.
    expect(documentLoads.loads()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  });

  test('a slow route shows the progress bar, a fast one does not', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.progress-bar')).toHaveClass(/progress-bar--idle/);
    // The page's data is held until the bar has been seen running.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/pages/kontakty/', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      history.pushState({}, '', '/kontakty/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('.progress-bar')).toHaveClass(/progress-bar--running/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    await expect(page.locator('.progress-bar')).toHaveClass(/progress-bar--idle/);
  });
});
