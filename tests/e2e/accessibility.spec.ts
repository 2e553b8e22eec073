import { expect, test } from './fixtures';
import { violations } from './support/axe';
import { signInByApi } from './support/session-cookies';

test.describe('axe finds nothing', () => {
  // Each test has its own context and, where it signs up, its own account: the two workers share
  // the file's scans, which are its length.
  test.describe.configure({ mode: 'parallel' });

  for (const path of [
    '/',
    '/excursions/',
    '/excursions/table/',
    '/excursions/pskov-obzornye/pskovskij-kreml/',
    '/tours/',
    '/tours/table/',
    // The filters unfolded (a phone shows their count and reset), and a filter nothing passes.
    '/excursions/?duration=short&price_max=2000',
    '/excursions/table/?group=izborsk-pechory',
    '/tours/?duration=medium',
    '/tours/table/?price_max=1',
    '/tours/mnogodnevnye/pskov-i-novgorod/',
    '/hotels/',
    '/hotels/staryj-pskov/',
    '/about/comments/',
    '/registration/',
    '/password-recovery/',
    '/login/',
    '/favourites/',
  ]) {
    test(`on ${path}`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(path);
      // The sign-in callback opens its dialog over the page: the dialog is what is on screen.
      if (path === '/login/')
        await expect(page.getByRole('dialog', { name: 'Вход в личный кабинет' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("on the phone's filter sheet", { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the sheet is the phone’s; wider screens unfold the panel in place');
    await page.goto('/excursions/?duration=long');
    await page.getByRole('button', { name: 'Фильтры (1)' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Фильтры' }).getByRole('radio', { name: 'Больше 4 часов' }),
    ).toBeChecked();
    expect(await violations(page, 'dialog[open]')).toEqual([]);
  });

  test('on a saved page, the saved list, and offline on the offline page with its banner', async ({
    page,
    context,
  }) => {
    // Three axe scans, each seconds long on a two-core machine.
    test.slow();
    await page.goto('/tours/mnogodnevnye/pskov-i-novgorod/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('button', { name: 'Сохранить для офлайна' }).click();
    await expect(page.getByText(/Сохранено для офлайна/)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/saved/');
    await expect(page.locator('.saved-list__item').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.setOffline(true);
    await page.goto('/hotels/berezka/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Нет соединения');
    await expect(page.getByText('Нет соединения — показаны сохранённые данные')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.setOffline(false);
  });

  test(
    'on the sign-in, code, registration and restore dialogs',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      // A scan a dialog, each seconds long on a two-core machine.
      test.slow();
      await page.goto('/?login');
      const auth = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
      await auth.getByRole('form', { name: 'Вход по логину' }).getByRole('button', { name: 'Войти' }).click();
      await expect(auth.getByText('Введите e-mail')).toBeVisible();
      expect(await violations(page, 'dialog[open]')).toEqual([]);

      await auth.getByRole('button', { name: 'Зарегистрироваться' }).click();
      const registration = page.getByRole('dialog', { name: 'Регистрация' });
      await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(registration.getByText('Обязательное поле').first()).toBeVisible();
      expect(await violations(page, 'dialog[open]')).toEqual([]);

      await registration.getByRole('button', { name: 'Войти' }).click();
      await page
        .getByRole('dialog', { name: 'Вход в личный кабинет' })
        .getByRole('button', { name: 'Забыли пароль?' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Восстановление пароля' })).toBeVisible();
      expect(await violations(page, 'dialog[open]')).toEqual([]);

      // The code dialog, after a wrong code (a user of this test's own: a code goes once a minute).
      const email = `axe-${testInfo.project.name}-${Date.now()}@example.com`;
      const registered = await request.post('/api/accounts/registration/', {
        data: {
          last_name: 'Доступнова',
          first_name: 'Ася',
          email,
          phone: '+7 (921) 000-00-01',
          password: 'axe-pass-1',
          password_confirm: 'axe-pass-1',
        },
      });
      expect(registered.status()).toBe(201);
      await page
        .getByRole('dialog', { name: 'Восстановление пароля' })
        .getByRole('button', { name: 'Войти' })
        .click();
      await auth.getByRole('tab', { name: 'По почте' }).click();
      const byMail = auth.getByRole('form', { name: 'Вход по почте' });
      await byMail.getByLabel('E-mail').fill(email);
      await byMail.getByRole('button', { name: 'Получить код' }).click();
      const code = page.getByRole('dialog', { name: 'Введите код' });
      await expect(code.getByLabel('Цифра 1 из 4')).toBeFocused();
      await page.keyboard.type('0000');
      await expect(code.getByText(/Неверный код/)).toBeVisible();
      expect(await violations(page, 'dialog[open]')).toEqual([]);
    },
  );

  test("on 'Мои поездки', with its past trips unfolded", async ({ page }) => {
    // Two axe scans after signing in.
    test.slow();
    await signInByApi(page);
    await page.goto('/user/trips/');
    await expect(page.locator('.account__page [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('.trip').first()).toBeVisible();
    expect(await violations(page), 'the trips').toEqual([]);
    await page.getByText(/^Прошедшие/).click();
    await expect(page.locator('.trips-past__item').first()).toBeVisible();
    expect(await violations(page), 'the past trips, unfolded').toEqual([]);
  });

  for (const path of ['/user/account/', '/user/tourists/', '/user/password-change/', '/user/orders/']) {
    test(`on ${path}`, async ({ page }) => {
      await signInByApi(page);
      await page.goto(path);
      await expect(page.locator('.account__page [aria-busy="true"]')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('on an opened order', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/user/orders/');
    await page
      .getByRole('link', { name: /^Подробнее/ })
      .first()
      .click();
    await expect(page.locator('.account__page [aria-busy="true"]')).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('on the tourist form with errors', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/user/tourists/');
    await page.getByRole('button', { name: 'Добавить туриста' }).click();
    await page.getByRole('form', { name: 'Новый турист' }).getByRole('button', { name: 'Добавить' }).click();
    expect(await violations(page)).toEqual([]);
  });
});
