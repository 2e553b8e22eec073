import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, phoneLayoutTest, test } from './fixtures';
import { PERSONAL_API_SECTIONS } from '@contract/api-sections.gen';
import { isPublicQuery } from '@/shared/api/public-queries';
import { savedCache, tripsOnDevice, waitUntilSavedAfter } from './support/device-storage';
import {
  accessTokensSet,
  expired,
  setAccessCookie,
  signInByApi,
  tokenCookies,
} from './support/session-cookies';

interface OutboxMessage {
  kind: string;
  to: string;
  body: string;
}

/** The newest letter of a kind to an address, from the demo backend's outbox. */
async function letter(request: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}`);
      const { results } = (await response.json()) as { results: OutboxMessage[] };
      found = results.find((message) => message.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в личный кабинет' });
const loginForm = (page: Page) => authDialog(page).getByRole('form', { name: 'Вход по логину' });

async function signInByPassword(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Пароль', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Войти' }).click();
  await expect(authDialog(page)).toBeHidden();
}

/** The header's account entry: 'Войти' for a visitor, the user's name once signed in. */
const profileButton = (page: Page, name: string) =>
  page.locator('header').getByRole('button', { name, exact: true });

async function openProfileMenu(page: Page, name: string): Promise<Locator> {
  await profileButton(page, name).click();
  return page.locator('.profile-menu__list');
}

/** What the query cache kept in IndexedDB, and every address in Cache Storage. */
async function storedOnDevice(page: Page): Promise<{ queryKeys: string[]; cached: string[] }> {
  return page.evaluate(async () => {
    const queryKeys = await new Promise<string[]>((resolve) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => resolve([]);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('query-cache')) return resolve([]);
        const get = db.transaction('query-cache').objectStore('query-cache').get('react-query');
        get.onsuccess = () => {
          const client = get.result as
            { clientState?: { queries?: Array<{ queryKey: unknown[] }> } } | undefined;
          resolve((client?.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey)));
        };
        get.onerror = () => resolve([]);
      };
    });
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) cached.push(request.url);
    }
    return { queryKeys, cached };
  });
}

test.describe('sign-in and the personal account', () => {
  test('a new user registers, edits their data and tourists, changes the password, signs out and back in by code and by a restored password', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `new-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = 'first-pass-1';

    // Registration from the sign-in dialog.
    await page.goto('/');
    await page.getByRole('button', { name: 'Войти' }).click();
    await authDialog(page).getByRole('button', { name: 'Зарегистрироваться' }).click();
    const registration = page.getByRole('dialog', { name: 'Регистрация' });
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    // Nothing sent: the first empty required field has focus and says why.
    await expect(registration.getByLabel('Фамилия')).toBeFocused();
    await expect(registration.getByText('Обязательное поле').first()).toBeVisible();
    // 152-ФЗ: nothing goes without the consent, which links the policy.
    await expect(registration.getByText(/Отметьте согласие на обработку персональных данных/)).toBeVisible();
    await expect(
      registration.getByRole('link', { name: 'политика обработки персональных данных' }),
    ).toHaveAttribute('href', '/about/policy/');
    await registration.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await registration.getByLabel('Фамилия').fill('Петрова');
    await registration.getByLabel('Имя').fill('Мария');
    await registration.getByLabel('E-mail').fill(email);
    await registration.getByLabel('Телефон').pressSequentially('9161234567');
    await expect(registration.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
    await registration.getByLabel('Пароль', { exact: true }).fill(password);
    await registration.getByLabel('Повторите пароль').fill('other-pass-1');
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(registration.getByText('Пароли не совпадают.')).toBeVisible();
    await registration.getByLabel('Повторите пароль').fill(password);
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(registration).toBeHidden();
    await expect(profileButton(page, 'Мария Петрова')).toBeVisible();

    // Signed out and in again by password: the profile menu has the name and the four pages.
    let menu = await openProfileMenu(page, 'Мария Петрова');
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.getByRole('button', { name: 'Войти' }).click();
    await signInByPassword(page, email, password);
    menu = await openProfileMenu(page, 'Мария Петрова');
    await expect(menu.getByRole('link')).toHaveText([
      'Мои поездки',
      'Мои данные',
      'Мои туристы',
      'Смена пароля',
      'История заказов',
    ]);

    // My data: a change is saved and stays after a reload.
    await menu.getByRole('link', { name: 'Мои данные' }).click();
    const profile = page.getByRole('form', { name: 'Мои данные' });
    await expect(profile.getByLabel('Фамилия')).toHaveValue('Петрова');
    await profile.getByLabel('Отчество').fill('Ивановна');
    await profile.getByLabel('Дата рождения').pressSequentially('15061990');
    await profile.getByLabel('Пол').selectOption({ label: 'Женский' });
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText(/Отметьте согласие на обработку персональных данных/)).toBeVisible();
    await profile.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await expect(profile.getByText('Изменения сохранены')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Мои данные' }).getByLabel('Отчество')).toHaveValue(
      'Ивановна',
    );
    await expect(page.getByRole('form', { name: 'Мои данные' }).getByLabel('Дата рождения')).toHaveValue(
      '15.06.1990',
    );

    // Tourists: add one with a Russian passport (masked), edit it, delete it after confirming.
    await page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('link', { name: 'Мои туристы' })
      .click();
    await page.getByRole('button', { name: 'Добавить туриста' }).click();
    const add = page.getByRole('form', { name: 'Новый турист' });
    await add.getByLabel('Фамилия').fill('Петров');
    await add.getByLabel('Имя').fill('Антон');
    await add.getByLabel('Дата рождения').pressSequentially('01022015');
    await add.getByLabel('Гражданство').selectOption({ label: 'Россия' });
    await add.getByLabel('Документ', { exact: true }).selectOption({ label: 'Паспорт гражданина РФ' });
    await add.getByLabel('Номер документа').pressSequentially('4012345678');
    await expect(add.getByLabel('Номер документа')).toHaveValue('4012 345678');
    await add.getByRole('button', { name: 'Добавить' }).click();
    await expect(add.getByText(/Отметьте согласие на обработку персональных данных/)).toBeVisible();
    await add.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await add.getByRole('button', { name: 'Добавить' }).click();
    const card = page.locator('.tourist', { hasText: 'Петров Антон' });
    await expect(card).toContainText('Паспорт гражданина РФ •••• ••5678');
    await card.getByRole('button', { name: 'Изменить' }).click();
    const edit = page.getByRole('form', { name: 'Изменить: Петров Антон' });
    await edit.getByLabel('Отчество').fill('Сергеевич');
    await edit.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    const edited = page.locator('.tourist', { hasText: 'Петров Антон Сергеевич' });
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: 'Удалить' }).click();
    await expect(edited.getByText('Удалить туриста «Петров Антон Сергеевич»?')).toBeVisible();
    await edited.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.locator('.tourist', { hasText: 'Петров Антон' })).toHaveCount(0);
    await expect(page.getByText('Пока нет сохранённых туристов.')).toBeVisible();

    // Password change.
    const newPassword = 'second-pass-2';
    await page
      .getByRole('navigation', { name: 'Личный кабинет' })
      .getByRole('link', { name: 'Смена пароля' })
      .click();
    const change = page.getByRole('form', { name: 'Новый пароль' });
    await change.getByLabel('Текущий пароль').fill(password);
    await change.getByLabel('Новый пароль').fill(newPassword);
    await change.getByLabel('Повторите пароль').fill(newPassword);
    await change.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароль изменён.')).toBeVisible();

    // Sign out from an account page: home, no cookies, nothing personal left on the device. The
    // trips 'Мои поездки' keeps offline are there until then (none for this user, but a copy).
    await expect.poll(() => tripsOnDevice(page)).toBe(1);
    menu = await openProfileMenu(page, 'Мария Петрова');
    const savedBefore = (await savedCache(page)).timestamp;
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => tokenCookies(context)).toEqual({ access: undefined, refresh: undefined });
    // The query cache has been written to IndexedDB since (it is written in bursts).
    await waitUntilSavedAfter(page, savedBefore);
    const stored = await storedOnDevice(page);
    // IndexedDB holds public answers only (whatever else the session asked, listed or not).
    expect(stored.queryKeys.filter((key) => !isPublicQuery(JSON.parse(key) as unknown[]))).toEqual([]);
    await expect.poll(() => tripsOnDevice(page)).toBeNull();
    expect(
      stored.cached.filter((url) =>
        PERSONAL_API_SECTIONS.some((section) => new URL(url).pathname.startsWith(section)),
      ),
    ).toEqual([]);
    // Nothing in localStorage names the person or what they browsed (the cart belongs to the device).
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => /draft|recent|token|user/i.test(key))).toEqual([]);

    // Sign in by the e-mail's code, pasted (the digits, a wrong code and the countdown:
    // tests/component/code-dialog.test.tsx).
    await page.getByRole('button', { name: 'Войти' }).click();
    await authDialog(page).getByRole('tab', { name: 'По почте' }).click();
    const byMail = authDialog(page).getByRole('form', { name: 'Вход по почте' });
    await byMail.getByLabel('E-mail').fill(email);
    await byMail.getByRole('button', { name: 'Получить код' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Введите код' });
    const code = /код для входа: (\d{4})/i.exec((await letter(request, email, 'login_code')).body)![1]!;
    await codeDialog.getByLabel('Цифра 1 из 4').focus();
    await page.evaluate((digits) => {
      const data = new DataTransfer();
      data.setData('text', digits);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    }, code);
    await expect(codeDialog).toBeHidden();
    await expect(profileButton(page, 'Мария Петрова')).toBeVisible();

    // Restore: the mailed link's form sets a new password, which then signs in.
    menu = await openProfileMenu(page, 'Мария Петрова');
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await page.getByRole('button', { name: 'Войти' }).click();
    await authDialog(page).getByRole('button', { name: 'Забыли пароль?' }).click();
    const restore = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await restore.getByLabel('E-mail').fill(email);
    await restore.getByRole('button', { name: 'Восстановить пароль' }).click();
    await expect(page.getByRole('dialog', { name: 'Проверьте почту' })).toContainText(email);
    const link = /(\/password-recovery\/\?token=[\w-]+)/.exec(
      (await letter(request, email, 'restore')).body,
    )![1]!;
    await page.goto(link);
    const restored = 'third-pass-3';
    const newPasswordForm = page.getByRole('form', { name: 'Новый пароль' });
    await newPasswordForm.getByLabel('Новый пароль').fill(restored);
    await newPasswordForm.getByLabel('Повторите пароль').fill(restored);
    await newPasswordForm.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(page.getByText('Пароль изменён. Теперь войдите с новым паролем.')).toBeVisible();
    await page.getByRole('button', { name: 'Войти' }).last().click();
    await signInByPassword(page, email, restored);
    await expect(profileButton(page, 'Мария Петрова')).toBeVisible();
    // The tokens are the server's: HttpOnly cookies no page script can read.
    const tokens = (await context.cookies()).filter((cookie) => /^(access|refresh)_token$/.test(cookie.name));
    expect(tokens.map((cookie) => cookie.httpOnly)).toEqual([true, true]);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/token/);
    expect(baseURL).toBeTruthy();
  });

  test('an anonymous visit to the orders opens sign-in and lands back on the orders', async ({ page }) => {
    const response = await page.goto('/user/orders/');
    expect(response?.url()).toMatch(/\/login\/\?next=%2Fuser%2Forders%2F$/);
    await expect(page.locator('main')).not.toContainText('PT-');
    await signInByPassword(page, 'demo@pskovtour.example', 'demo-pskov-2024');
    await expect(page).toHaveURL(/\/user\/orders\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('История заказов');
    // An active order that still owes money (other tests may have paid the newest ones).
    const active = page
      .locator('.order')
      .filter({ has: page.getByRole('link', { name: /^Оплатить/ }) })
      .first();
    await expect(active).toContainText('Заказ PT-');
    await active.getByRole('link', { name: /^Подробнее/ }).click();
    await expect(active.getByRole('list', { name: 'Состав заказа' })).toBeVisible();
    await expect(active.getByRole('link', { name: /^Оплатить/ })).toHaveAttribute(
      'href',
      /^\/payment\/\d+\/$/,
    );
    await page.getByRole('link', { name: 'Завершённые' }).click();
    await expect(page).toHaveURL(/tab=completed/);
    await expect(page.locator('.order').first()).toContainText(/Оплачен|Завершён/);
  });

  test('an expired access token is refreshed once for all calls and tabs, unnoticed', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/?login');
    await signInByPassword(page, 'demo@pskovtour.example', 'demo-pskov-2024');
    const { access } = await tokenCookies(context);
    await setAccessCookie(context, baseURL!, expired(access!));

    // The server refreshes (tests/server/session-gateway.test.ts counts its calls).
    const renewedTokens = accessTokensSet(context);
    const failures: string[] = [];
    context.on('response', (response) => {
      if (/\/api\/(user|order)\//.test(response.url()) && response.status() >= 400)
        failures.push(response.url());
    });
    // Two tabs at once, each with several authenticated calls (the user, the orders).
    const second = await context.newPage();
    await Promise.all([page.goto('/user/orders/'), second.goto('/user/account/')]);
    await expect(page.locator('.order').first()).toBeVisible();
    await expect(second.getByRole('form', { name: 'Мои данные' }).getByLabel('Имя')).toHaveValue('Анна');
    expect(failures).toEqual([]);
    const renewed = (await tokenCookies(context)).access;
    // Every new access token an answer set is the one the context ended with: one refresh. (An
    // answer's raw headers are now and then lost to the test, never a second token.)
    expect(new Set([...(await renewedTokens()), renewed])).toEqual(new Set([renewed]));
    expect(renewed).not.toBe(expired(access!));
    await second.close();
  });

  test('a revoked refresh token signs the user out with a short notice', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.goto('/?login');
    await signInByPassword(page, 'demo@pskovtour.example', 'demo-pskov-2024');
    // The trips' refresh after the sign-in is done: it would otherwise meet the revoked token on
    // this page and say so here, before the visit below.
    await expect.poll(() => tripsOnDevice(page)).toBe(1);
    const { access, refresh } = await tokenCookies(context);
    const revoked = await request.post('/api/auth/logout/', { data: { refresh } });
    expect(revoked.status()).toBe(200);
    await setAccessCookie(context, baseURL!, expired(access!));

    await page.goto('/user/tourists/');
    await expect(page.getByText('Сеанс истёк. Войдите снова, чтобы продолжить.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect.poll(() => tokenCookies(context)).toEqual({ access: undefined, refresh: undefined });
  });

  test('signing in or out in one tab shows in the other', async ({ page, context }) => {
    const other = await context.newPage();
    await page.goto('/');
    await other.goto('/tours/');
    await page.getByRole('button', { name: 'Войти' }).click();
    await signInByPassword(page, 'demo@pskovtour.example', 'demo-pskov-2024');
    await expect(profileButton(other, 'Анна Смирнова')).toBeVisible();
    const menu = await openProfileMenu(page, 'Анна Смирнова');
    await menu.getByRole('button', { name: 'Выйти' }).click();
    await expect(other.getByRole('button', { name: 'Войти' })).toBeVisible();
    await other.close();
  });

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    // What typing before the mask arrives does: tests/component/phone-field.test.tsx.
    test('the phone mask is a chunk of its own, fetched only when the field is used', async ({ page }) => {
      const maskRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/phone-mask-[^/]+\.js$/.test(request.url())) maskRequests.push(request.url());
      });
      await page.goto('/registration/');
      await page.waitForLoadState('networkidle');
      expect(maskRequests).toEqual([]);
      const form = page.getByRole('form', { name: 'Регистрация' });
      const phone = form.getByLabel('Телефон');
      await phone.pressSequentially('9161234567');
      await expect(phone).toHaveValue('+7 (916) 123-45-67');
      expect(maskRequests).toHaveLength(1);
    });
  });

  // 'Код РФ' and the phone's rules: tests/component/phone-field.test.tsx.
  test("the registration page: passwords take no spaces, and the backend's errors show as boxes and at their fields", async ({
    page,
  }) => {
    await page.goto('/registration/');
    const form = page.getByRole('form', { name: 'Регистрация' });

    // Spaces never get into a password; the eye shows what was typed.
    const password = form.getByLabel('Пароль', { exact: true });
    await password.pressSequentially('my pass 12');
    await expect(password).toHaveValue('mypass12');
    await form.getByRole('button', { name: 'Показать пароль' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');

    await form.getByLabel('Фамилия').fill('Смирнова');
    await form.getByLabel('Имя').fill('Анна');
    await form.getByLabel('E-mail').fill('demo@pskovtour.example');
    await form.getByLabel('Телефон').pressSequentially('9161234567');
    await form.getByLabel('Повторите пароль').fill('mypass12');
    await form.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const taken = 'Пользователь с таким e-mail уже зарегистрирован.';
    // Said once, at its field (the backend's `details.errors` repeats it).
    await expect(form.locator('.field', { has: page.getByLabel('E-mail') }).getByText(taken)).toBeVisible();
    await expect(form.getByText(taken)).toHaveCount(1);
    await expect(form.getByLabel('E-mail')).toBeFocused();
    await expect(form.getByLabel('Фамилия')).toHaveValue('Смирнова');
  });

  test('an account page opened by its address hydrates its frame without a mismatch, then shows the data', async ({
    page,
  }) => {
    await signInByApi(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // A slow phone's pace: the header's profile menu then fetches the user before the page's own
    // part has hydrated, which must not show it yet.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const response = await page.goto('/user/account/');
    expect(response?.status()).toBe(200);
    // The server's HTML has the frame and no one's data.
    expect(await response!.text()).not.toContain('Смирнова');
    await expect(page.getByRole('form', { name: 'Мои данные' }).getByLabel('Фамилия')).toHaveValue(
      'Смирнова',
    );
    expect(errors).toEqual([]);
  });

  phoneLayoutTest("a phone's row of account tabs shows the current one, even the last", async ({ page }) => {
    await signInByApi(page);
    const tabs = page.getByRole('navigation', { name: 'Личный кабинет' });
    await page.goto('/user/orders/');
    const current = tabs.getByRole('link', { name: 'История заказов' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ ratio: 1 });

    await tabs.getByRole('link', { name: 'Мои поездки' }).click();
    await expect(tabs.getByRole('link', { name: 'Мои поездки' })).toBeInViewport({ ratio: 1 });
  });
});
