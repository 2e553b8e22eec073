import type { Page } from '@playwright/test';
import { apiList } from './catalogue-helpers';
import { expect, test } from './fixtures';
import { waitUntilSaved } from './support/device-storage';

interface Card {
  title: string;
  duration_minutes: number;
  price_from: number;
  prices: Array<{ category: string; price: number }>;
}

const adultFare = (card: Card) =>
  card.prices.find((price) => price.category === 'vzroslyi')?.price ?? card.price_from;

/** The excursions the list shows for the default search, as the API answers it. */
async function listedExcursions(page: Page): Promise<Card[]> {
  const search = new URL(page.url()).searchParams;
  const query = new URLSearchParams({
    date_from: search.get('date_from')!,
    date_to: search.get('date_to')!,
    tourists: search.get('tourists')!,
  });
  const groups = await apiList<{ excursions: Card[] }>(
    page.request,
    `/api/catalog/group_excursions/?${query}`,
  );
  return groups.flatMap((group) => group.excursions);
}

const cardTitles = (page: Page) => page.locator('.catalogue-card__title');

test.describe('filters on the excursion list', () => {
  test('a visitor narrows the list by duration and price; the address keeps it over a reload; one press resets it', async ({
    page,
  }) => {
    await page.goto('/excursions/');
    const all = await listedExcursions(page);
    const short = all.filter((card) => card.duration_minutes <= 120);
    const cheapest = Math.min(...short.map(adultFare));
    const cheapShort = short.filter((card) => adultFare(card) <= cheapest);
    expect(cheapShort.length).toBeGreaterThan(0);
    expect(cheapShort.length).toBeLessThan(all.length);

    await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    const panel = page.getByRole('form', { name: 'Фильтры' });
    await panel.getByRole('radio', { name: 'До 2 часов' }).check();
    await expect(page).toHaveURL(/duration=short/);
    await expect(page.getByText(`Найдено: ${short.length} `)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(short.map((card) => card.title));

    await panel.getByLabel('до', { exact: true }).fill(String(cheapest));
    await panel.getByLabel('до', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`price_max=${cheapest}`));
    await expect(cardTitles(page)).toHaveText(cheapShort.map((card) => card.title));
    await expect(page.getByRole('button', { name: 'Фильтры (2)' })).toBeVisible();

    await page.reload();
    await expect(cardTitles(page)).toHaveText(cheapShort.map((card) => card.title));
    await expect(page.getByText(`Найдено: ${cheapShort.length} `)).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'До 2 часов' })).toBeChecked();
    await expect(panel.getByLabel('до', { exact: true })).toHaveValue(String(cheapest));

    // The table of the same search keeps the filters.
    await page.getByRole('link', { name: 'Таблицей' }).click();
    await expect(page).toHaveURL(/\/excursions\/table\/\?.*duration=short/);
    await expect(page.getByRole('button', { name: 'Фильтры (2)' })).toBeVisible();
    await page.getByRole('link', { name: 'Списком' }).click();

    await page.getByRole('link', { name: 'Сбросить фильтры' }).click();
    await expect(page).not.toHaveURL(/duration=|price_max=/);
    await expect(cardTitles(page)).toHaveText(all.map((card) => card.title));
    await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeFocused();
    await expect(panel.getByRole('radio', { name: 'Любая' })).toBeChecked();
    await expect(panel.getByLabel('до', { exact: true })).toHaveValue('');
  });

  test('a filter nothing passes says so and offers the reset', async ({ page }) => {
    await page.goto('/excursions/?price_max=1');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByText('Найдено: 0 экскурсий')).toBeVisible();
    await page.locator('.empty-results').getByRole('link', { name: 'Сбросить фильтры' }).click();
    await expect(cardTitles(page).first()).toBeVisible();
    await expect(page).not.toHaveURL(/price_max=/);
  });

  test.describe('before the filters’ code has arrived', () => {
    // The worker would answer the chunk from its precache, out of page.route's reach.
    test.use({ serviceWorkers: 'block' });

    test("the first tap on 'Сбросить фильтры' still resets them", async ({ page }) => {
      // The filters' code is held back until the tap: the reset is the server's markup only.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/FilterPanel-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/excursions/?price_max=1', { waitUntil: 'domcontentloaded' });
      const reset = page.locator('.empty-results').getByRole('link', { name: 'Сбросить фильтры' });
      await reset.click();
      await expect(page).not.toHaveURL(/price_max=/);
      release();
      await expect(cardTitles(page).first()).toBeVisible();
      await expect(page.getByText('Найдено: 0 экскурсий')).toBeHidden();
    });
  });

  test('offline, the filters run over the saved list', async ({ page, context }) => {
    await page.goto('/excursions/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await waitUntilSaved(page, '"/api/catalog/group_excursions/"');
    const all = await listedExcursions(page);
    const long = all.filter((card) => card.duration_minutes > 240);
    expect(long.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(all.map((card) => card.title));
    await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    await page.getByRole('radio', { name: 'Больше 4 часов' }).check();
    await expect(page).toHaveURL(/duration=long/);
    await expect(cardTitles(page)).toHaveText(long.map((card) => card.title));
    await expect(page.getByText(`Найдено: ${long.length} `)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('filters on the tours', () => {
  test('the tour table narrows by group, and the list it switches to keeps the group', async ({ page }) => {
    await page.goto('/tours/table/');
    await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    await page.getByLabel('Категория').selectOption({ label: 'Многодневные туры' });
    await expect(page).toHaveURL(/group=mnogodnevnye/);
    const links = page.locator('.tours-table__tour a');
    await expect(links.first()).toBeVisible();
    // Every departure left is of a tour of that group: its link goes under the group's address.
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
      expect(href).toContain('mnogodnevnye');
    }
    await page.getByRole('link', { name: 'Списком' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Многодневные туры' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Туры выходного дня' })).toBeHidden();
  });
});

test.describe('the filters on a phone', () => {
  test(
    "sit in a sheet behind 'Фильтры (N)', which filters as it is changed and closes on 'Показать'",
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      test.skip(!isMobile, 'the sheet is the phone’s; wider screens unfold the panel in place');
      await page.goto('/excursions/?duration=short');
      const all = await listedExcursions(page);
      const short = all.filter((card) => card.duration_minutes <= 120);
      await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeHidden();
      await page.getByRole('button', { name: 'Фильтры (1)' }).click();
      const sheet = page.getByRole('dialog', { name: 'Фильтры' });
      await expect(sheet.getByRole('radio', { name: 'До 2 часов' })).toBeChecked();
      await expect(sheet.getByRole('button', { name: `Показать ${short.length} ` })).toBeVisible();

      await sheet.getByRole('radio', { name: 'Любая' }).check();
      await expect(page).not.toHaveURL(/duration=/);
      await sheet.getByRole('button', { name: new RegExp(`Показать ${all.length} `) }).click();
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Фильтры', exact: true })).toBeFocused();
      await expect(cardTitles(page)).toHaveText(all.map((card) => card.title));
    },
  );
});
