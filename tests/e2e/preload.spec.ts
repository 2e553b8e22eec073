import { expect, test } from '@playwright/test';

/**
 * A page's HTML carries the answers to the API calls its first render makes (and names its route
 * modules), so the page draws without a round trip to the API. The server's list of calls
 * (server/web/page-api-calls.ts) must match what the client asks, parameter for parameter.
 */
const PAGES: ReadonlyArray<[path: string, heading: RegExp | string]> = [
  ['/', 'Экскурсии, туры и отели Псковской области'],
  ['/excursions/', 'Экскурсии'],
  ['/excursions/table/', 'Расписание экскурсий'],
  ['/excursions/pskov-obzornye/', /./],
  ['/excursions/pskov-obzornye/pskovskij-kreml/', /Псковский кремль/],
  ['/excursions_old/', /./],
  ['/tours/', 'Туры'],
  ['/tours/mnogodnevnye/pskov-i-novgorod/', /Псков/],
  ['/hotels/', 'Отели'],
  ['/hotels/staryj-pskov/', /./],
  ['/about/policy/', /./],
  ['/about/comments/', /./],
  ['/oplata-i-vozvrat/', /./],
];

for (const [path, heading] of PAGES) {
  test(`${path} renders from the answers in its HTML, without asking the API`, async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/media/')) {
        apiCalls.push(url.pathname + url.search);
      }
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="api-preload"');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
  });
}

test('a page names its route modules and carries its stylesheet', async ({ request }) => {
  const html = await (await request.get('/excursions/pskov-obzornye/pskovskij-kreml/')).text();
  expect(html).toMatch(/<style>[\s\S]+<\/style>/);
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  const modules = [...html.matchAll(/<link rel="preload" as="script" crossorigin href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1]!,
  );
  // The entry's two plus the detail route's own, kept in a template until the first frame paints.
  expect(modules.length).toBeGreaterThan(2);
  expect(html).toMatch(/<template id="module-preloads">(<link rel="preload" as="script"[^>]*>)+<\/template>/);
  for (const href of modules) expect((await request.get(href)).status(), href).toBe(200);
});

test('an excursion, hotel or tour page’s picture and heading stay where the server’s first frame drew them', async ({
  browser,
  page,
}) => {
  for (const [path, picture, ready] of [
    ['/excursions/pskov-obzornye/pskovskij-kreml/', 'img.gallery__main', '.gallery__thumbs'],
    ['/excursions_old/progulki-arhiv/nochnoj-pskov/', 'img.gallery__main', '.gallery__thumbs, .facts'],
    ['/hotels/staryj-pskov/', 'img.gallery__main', '.gallery__thumbs, .facts'],
    ['/tours/mnogodnevnye/pskov-i-novgorod/', '.tour-gallery__image >> nth=0', '.tour-layout__aside'],
  ] as const) {
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const frame = await noScript.newPage();
    await frame.goto(path);
    const framedPicture = await frame.locator(picture).boundingBox();
    const framedHeading = await frame.getByRole('heading', { level: 1 }).boundingBox();
    await noScript.close();

    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(framedPicture, path).not.toBeNull();
    expect(await page.locator(picture).boundingBox(), path).toEqual(framedPicture);
    expect(await page.getByRole('heading', { level: 1 }).boundingBox(), path).toEqual(framedHeading);
  }
});

test('a catalogue list’s first screen stays where the server’s first frame drew it', async ({
  browser,
  page,
}) => {
  const lists = [
    { path: '/excursions/', guests: '1', switch: true },
    { path: '/excursions_old/?tourists=2', guests: '2', switch: true },
    { path: '/hotels/?room=3', guests: '3', switch: false },
    { path: '/tours/', guests: null, switch: true },
  ];
  for (const list of lists) {
    const parts = (target: typeof page) => [
      target.getByRole('heading', { level: 1 }),
      ...(list.guests ? [target.locator('form.search-form')] : []),
      ...(list.switch ? [target.locator('.view-switch')] : []),
      target.getByRole('heading', { level: 2 }).first(),
      target.locator('.card__image').first(),
      target.locator('.card__price').first(),
    ];
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const frame = await noScript.newPage();
    await frame.goto(list.path);
    const framed = await Promise.all(parts(frame).map((part) => part.boundingBox()));
    if (list.guests) {
      // Nothing can be typed into the frame's form before the app's own form replaces it.
      await expect(frame.locator('form.search-form')).toHaveAttribute('inert', '');
      await expect(frame.locator('.stepper__value')).toHaveText(list.guests);
    }
    await noScript.close();

    await page.goto(list.path);
    await expect(page.locator('.site-footer')).toBeVisible();
    if (list.guests) await expect(page.locator('form.search-form')).not.toHaveAttribute('inert');
    expect(framed.every(Boolean), list.path).toBe(true);
    expect(await Promise.all(parts(page).map((part) => part.boundingBox())), list.path).toEqual(framed);
  }
});

test('every script a page runs while it starts is named in its HTML', async ({ browser, page }) => {
  for (const path of ['/', '/excursions/', '/tours/mnogodnevnye/pskov-i-novgorod/', '/no-such-page/']) {
    // Each address fresh from the server: the service worker would answer with its plain shell.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: page.viewportSize() });
    const fresh = await context.newPage();
    const requested: string[] = [];
    fresh.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js') && !url.pathname.includes('workbox-window'))
        requested.push(url.pathname);
    });
    const response = await fresh.goto(path);
    const html = (await response?.text()) ?? '';
    await expect(fresh.getByRole('heading', { level: 1 })).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    await context.close();
    const named = new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]),
    );
    expect(
      requested.filter((file) => !named.has(file)),
      path,
    ).toEqual([]);
  }
});

test('a page’s start-up modules load once its main picture has loaded', async ({ browser, page }) => {
  for (const path of ['/excursions/', '/excursions/pskov-obzornye/pskovskij-kreml/']) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: page.viewportSize() });
    const fresh = await context.newPage();
    let pictureLoaded = 0;
    let modulesRequested = 0;
    fresh.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && !pictureLoaded) pictureLoaded = performance.now();
    });
    fresh.on('request', (request) => {
      if (/\/assets\/start-app-[^/]+\.js$/.test(request.url()) && !modulesRequested)
        modulesRequested = performance.now();
    });
    await fresh.goto(path);
    await expect(fresh.locator('.site-footer')).toBeVisible();
    await context.close();
    expect(pictureLoaded, path).toBeGreaterThan(0);
    expect(modulesRequested, path).toBeGreaterThanOrEqual(pictureLoaded);
  }
});

test('a list’s first card picture is preloaded with the HTML and fetched once', async ({ browser, page }) => {
  for (const path of ['/excursions/', '/hotels/', '/tours/']) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: page.viewportSize() });
    const fresh = await context.newPage();
    const pictures: string[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
    });
    const html = (await (await fresh.goto(path))?.text()) ?? '';
    const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preloaded, path).toBeTruthy();
    await expect(fresh.locator('.card__image').first()).toBeVisible();
    await fresh.waitForLoadState('networkidle');
    await context.close();
    // The phone and the desktop may pick the 840-wide version: one picture, fetched once.
    const base = preloaded!.replace(/\d+x\d+\.png$/, '');
    expect(
      pictures.filter((picture) => picture.startsWith(base)),
      path,
    ).toHaveLength(1);
  }
});
