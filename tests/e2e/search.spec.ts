import type { Page } from '@playwright/test';
import { expect, hydrated, phoneLayoutTest, test } from './fixtures';
import { violations } from './support/axe';
import { waitUntilSaved } from './support/device-storage';

const KREMLIN = 'Псковский кремль и Довмонтов город';
const KREMLIN_PATH = '/excursions/pskov-obzornye/pskovskij-kreml/';
/** The excursion's page, with whatever search it writes into its address. */
const AT_KREMLIN = new RegExp(`${KREMLIN_PATH}(\\?|$)`);

/** The header's search field (a combobox once typed in). */
const headerSearch = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Поиск' });

test.describe('search', () => {
  test('typing in the header suggests excursions, tours and hotels; the arrows and Enter open one', async ({
    page,
  }) => {
    await page.goto('/');
    const field = headerSearch(page);
    await field.fill('кремль');
    const listbox = page.getByRole('listbox', { name: 'Подсказки' });
    await expect(listbox.getByRole('option').first()).toHaveText(new RegExp(KREMLIN));
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^Найдено: \d+$/);
    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(AT_KREMLIN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KREMLIN);
  });

  test('a click on a suggestion opens it; Enter on the query opens the results page', async ({ page }) => {
    await page.goto('/');
    const field = headerSearch(page);
    await field.fill('изборск');
    await page.getByRole('option').first().click();
    await expect(page).not.toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Изборск');

    await field.fill('старый псков');
    await expect(page.getByRole('option', { name: /Гостиница «Старый Псков»/ })).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «старый псков»');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Гостиница «Старый Псков»' }),
    ).toBeVisible();
  });

  test("'pskov' finds the Russian titles, each with its picture, next date and 'от' price; so do the wrong layout and a typo", async ({
    page,
  }) => {
    await page.goto('/search/?q=pskov');
    const kremlin = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: KREMLIN }) });
    await expect(kremlin).toContainText(/Ближайшая: [а-я]{2}, \d{2}\.\d{2}\.\d{4} в\s\d{2}:\d{2}/);
    await expect(kremlin).toContainText(/от [\d\s]+,\d{2}\s₽/);
    await expect(kremlin.locator('img')).toHaveJSProperty('complete', true);
    expect(
      await kremlin.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);

    const field = headerSearch(page);
    for (const query of ['gcrjd', 'пцков']) {
      await field.fill(query);
      await expect(page.getByRole('option', { name: new RegExp(KREMLIN) })).toContainText(
        /от [\d\s]+,\d{2}\s₽/,
      );
    }
  });

  test('/search/?q= is rendered on the server, grouped, with a count; an empty result offers the catalogues', async ({
    request,
  }) => {
    const answer = await request.get('/search/?q=%D0%BA%D1%80%D0%B5%D0%BC%D0%BB%D1%8C');
    expect(answer.status()).toBe(200);
    // Anonymous and the same for everyone: a shared cache may keep it like the catalogue pages.
    expect(answer.headers()['cache-control']).toContain('public');
    const html = await answer.text();
    expect(html).toContain('<title>Поиск: «кремль»');
    expect(html).toMatch(/Найдено: (<!-- -->)?\d+/);
    for (const group of ['Экскурсии', 'Туры', 'Отели']) expect(html).toContain(`>${group}</h2>`);
    expect(html).toContain(`href="${KREMLIN_PATH}">${KREMLIN}</a>`);

    const empty = await (await request.get('/search/?q=%D0%B1%D0%B0%D0%B9%D0%BA%D0%B0%D0%BB')).text();
    expect(empty).toContain('Ничего не найдено');
    for (const catalogue of ['/excursions/', '/tours/', '/hotels/'])
      expect(empty).toContain(`href="${catalogue}"`);
  });

  test.describe('without scripts', () => {
    test.use({ javaScriptEnabled: false });

    test('the header field submits to the results page', async ({ page }) => {
      await page.goto('/');
      await headerSearch(page).fill('печоры');
      await headerSearch(page).press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=%D0%BF/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск: «печоры»');
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    });
  });

  test('axe finds nothing on the results page, an empty one, and with the suggestions open', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/search/?q=кремль');
    expect(await violations(page)).toEqual([]);
    await page.goto('/search/?q=байкал');
    await expect(page.getByRole('main').getByText('Ничего не найдено')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await headerSearch(page).fill('псков');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('offline, after the catalogue was seen, the results page and the suggestions find from what the device kept', async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/excursions/');
    await waitUntilSaved(page, '"/api/catalog/group_excursions/"');

    await context.setOffline(true);
    await page.goto('/search/?q=кремль');
    await hydrated(page);
    await expect(page.getByRole('main').getByRole('link', { name: KREMLIN })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByRole('link', { name: KREMLIN })).toBeVisible();

    await headerSearch(page).fill('довмонтов');
    await expect(page.getByRole('option', { name: new RegExp(KREMLIN) })).toBeVisible();
    await context.setOffline(false);
  });

  phoneLayoutTest(
    'phone: the search icon opens a panel with the field focused; a suggestion opens',
    async ({ page }) => {
      await page.goto('/');
      await expect(headerSearch(page)).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
      const dialog = page.getByRole('dialog', { name: 'Поиск' });
      const field = dialog.getByRole('combobox', { name: 'Поиск' });
      await expect(field).toBeFocused();
      await field.fill('кремль');
      await expect(dialog.getByRole('option').first()).toHaveText(new RegExp(KREMLIN));
      expect(await violations(page)).toEqual([]);
      // Escape closes the list first, and leaves the panel open.
      await field.press('Escape');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toBeVisible();
      await field.press('ArrowDown');
      await field.press('ArrowDown');
      await field.press('Enter');
      await expect(page).toHaveURL(AT_KREMLIN);
      await expect(dialog).toBeHidden();
    },
  );
});
