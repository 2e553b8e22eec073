import { expect, test } from './fixtures';

test.describe('when the network misbehaves', () => {
  // The worker would answer chunk requests from its precache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('a code chunk that fails to load reloads the page once, then shows the error page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );
    // As after a deployment: the policy page's lazy chunk is gone. Chunks the HTML loads up front
    // (shared constants may land in a chunk named after the page) must still load, or nothing boots.
    const html = await (await page.request.get('/')).text();
    const loadedUpFront = new Set(html.match(/\/assets\/[^"]+\.js/g) ?? []);
    await page.route(/\/assets\/policy-[^/]+\.js$/, (route) =>
      loadedUpFront.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );

    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    const reload = page.waitForEvent('load');
    await page.evaluate(() => {
      history.pushState({}, '', '/about/policy/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await reload;
    expect(documentLoads).toBe(1);
    // After the one reload the chunk still fails: the guard keeps it from reloading again.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Ошибка обращения к сервису');
    // A second reload would have come with the error: the page stays quiet, on its one reload.
    await page.waitForLoadState('networkidle');
    expect(documentLoads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).not.toBeNull();
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
