import { expect, hydrated, phoneLayoutTest, test } from './fixtures';
import { violations } from './support/axe';

const EXCURSION = '/excursions/pskov-obzornye/pskovskij-kreml/';

test.describe('favourites', () => {
  test("an excursion marked '♡' stays after a reload, is on 'Избранное', is saved for offline from there and shows offline", async ({
    page,
    context,
  }) => {
    test.slow();
    await page.goto(EXCURSION);
    await hydrated(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Добавить в избранное' }).click();
    await expect(page.getByRole('button', { name: 'Убрать из избранного' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Убрать из избранного' })).toBeVisible();

    await page.goto('/favourites/');
    await hydrated(page);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Сохранить для офлайна' }).click();
    await expect(page.getByText('Всё избранное сохранено для офлайна')).toBeVisible({ timeout: 20_000 });
    await page.goto('/saved/');
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/favourites/');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await context.setOffline(false);
  });

  test("an empty 'Избранное' offers the catalogues", async ({ page }) => {
    await page.goto('/favourites/');
    await hydrated(page);
    await expect(page.getByText('Здесь пока пусто.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Экскурсии' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  phoneLayoutTest("a phone reaches 'Избранное' from the header's menu", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await menu.getByRole('link', { name: 'Избранное' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Избранное' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
