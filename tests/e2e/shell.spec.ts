import { expect, test } from './fixtures';
import { savedQueryKeys, waitUntilSaved } from './support/device-storage';

test.describe('the app shell', () => {
  test('the home page renders with the site name the API gives', async ({ page, request }) => {
    const config = (await (await request.get('/api/configs/')).json()) as { SITE_NAME: string };
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );
    await expect(page.locator('.site-header__logo')).toHaveText(config.SITE_NAME);
  });

  test('a page path without the final slash is redirected and keeps its query', async ({ page, request }) => {
    const direct = await request.get('/excursions?tourists=2&date_from=x', { maxRedirects: 0 });
    expect([301, 308]).toContain(direct.status());
    expect(direct.headers()['location']).toBe('/excursions/?tourists=2&date_from=x');

    await page.goto('/tours?from=share');
    await expect(page).toHaveURL(/\/tours\/\?from=share$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Туры');
  });

  test('an unknown path shows the 404 page with status 404, and its link leads home', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запрашиваемая страница не найдена');
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );
  });

  test('a content page is looked up in the backend and shows its title', async ({ page, request }) => {
    const apiPage = (await (await request.get('/api/pages/about/')).json()) as { title: string };
    const response = await page.goto('/about/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apiPage.title);
  });

  test('the client calls the API itself: footer menu from /api/menus/, page from /api/pages/', async ({
    page,
    request,
  }) => {
    const menus = (await (await request.get('/api/menus/')).json()) as {
      footer_menu: Array<{ title: string; url: string }>;
    };
    const about = menus.footer_menu.find((item) => item.url === '/about/');
    expect(about).toBeDefined();
    const apiPage = (await (await request.get('/api/pages/about/')).json()) as {
      title: string;
      seo: { title: string; h1: string };
    };

    await page.goto('/');
    const pageCall = page.waitForResponse((response) => response.url().endsWith('/api/pages/about/'));
    await page.getByRole('contentinfo').getByRole('link', { name: about!.title }).click();
    expect((await pageCall).status()).toBe(200);
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apiPage.seo.h1 || apiPage.title);
    await expect(page).toHaveTitle(apiPage.seo.title);
  });

  test('in-app navigation to an unknown content path shows the 404 page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      history.pushState({}, '', '/missing/section/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запрашиваемая страница не найдена');
  });

  test('HTML answers carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The same for every visitor: a shared cache may keep it (decision 019), a browser keeps no fresh copy.
    expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+\b/);
  });

  test('offline, the shell comes from the service worker and API data from the IndexedDB cache', async ({
    page,
    context,
    request,
  }) => {
    const menus = (await (await request.get('/api/menus/')).json()) as {
      footer_menu: Array<{ title: string }>;
    };
    const firstFooterItem = menus.footer_menu[0]!.title;
    await page.goto('/');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state;
    });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: firstFooterItem, exact: true })).toBeVisible();
    // The persister writes once per burst of cache changes: the menus are in IndexedDB.
    await waitUntilSaved(page, '"/api/menus/"');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );
    await expect(footer.getByRole('link', { name: firstFooterItem, exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test('with the worker in control, the home page still comes from the server, not from the shell', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const answer = await page.reload();
    expect(await answer?.text()).toContain('Экскурсии, туры и отели Псковской области');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-shell');
  });

  test('offline, a page visited online opens again from the shell and the saved data, and so does Back', async ({
    page,
    context,
  }) => {
    const path = '/tours/mnogodnevnye/pskov-i-novgorod/';
    await page.goto(path);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The server's answers reach IndexedDB once the page is idle.
    await expect
      .poll(() => savedQueryKeys(page), { timeout: 15_000 })
      .toContainEqual(expect.stringContaining('pskov-i-novgorod'));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-shell', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await page.getByRole('link', { name: /^Корзина/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Корзина');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });
});
