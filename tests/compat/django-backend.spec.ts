import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { apiJson } from '../e2e/catalogue-helpers';
import { expect, test } from '../e2e/fixtures';
import { accessTokensSet, expired, setAccessCookie, tokenCookies } from '../e2e/support/session-cookies';
import { contractErrors } from './contract';

// The storefront with API_URL pointing at a Django REST + simplejwt backend configured as the
// agency's kind of project is (tests/compat/django): every list paged, APPEND_SLASH, rotating and
// blacklisted refresh tokens, Django's own HttpOnly `sessionid`, SessionAuthentication with CSRF,
// English simplejwt messages, absolute media URLs, and a cart answer without count or totals.

const USER = { email: 'compat@pskovtour.example', password: 'compat-pass-2026', name: 'Анна Смирнова' };
const EXCURSION = 'pskov-obzornye/pskovskij-kreml';
const TOUR = 'vyhodnogo-dnya/pskov-izborsk-pechory-2-dnya';
/** Where the seeded tour's group meets (Tour.meeting_*) and the seeded excursion's (its text, its place's address). */
const TOUR_MEETING = 'Железнодорожный вокзал Пскова, у главного входа (Псков, ул. Вокзальная, 40)';
const EXCURSION_MEETING = 'У памятника княгине Ольге, Октябрьская площадь (г. Псков, Кремль, 4)';
/** The backend's own address: it must never reach a page (its links come through the storefront). */
const BACKEND = `127.0.0.1:${process.env.COMPAT_BACKEND_PORT}`;

interface Price {
  category: string;
  price: number;
}

const HYDRATION_ERROR = /Minified React error #(418|419|423|425)|Hydration failed|did not match/;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every request of a context to an API path (all its tabs). */
function apiCalls(context: BrowserContext, path: string, method = 'GET'): Request[] {
  const calls: Request[] = [];
  context.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

const rub = (value: number) =>
  new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 }).format(
    value,
  );
const price = (prices: Price[], category: string) => prices.find((p) => p.category === category)!.price;
const counter = (page: Page) => page.locator('header .cart-link__count');
const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Вход в личный кабинет' });
const profileButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: USER.name, exact: true });

async function signIn(page: Page, password = USER.password): Promise<void> {
  const form = authDialog(page).getByRole('form', { name: 'Вход по логину' });
  await form.getByLabel('E-mail').fill(USER.email);
  await form.getByLabel('Пароль', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Войти' }).click();
}

/** Chooses the excursion's first date for one adult and adds it; resolves to its price. */
async function addExcursion(page: Page): Promise<number> {
  const detail = await apiJson<{ prices: Price[] }>(page.request, `/api/catalog/excursions/${EXCURSION}/`);
  await page.goto(`/excursions/${EXCURSION}/`);
  const booking = page.getByRole('form', { name: 'Расписание и запись' });
  await booking.getByRole('radio').first().check();
  await booking.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(booking.getByRole('link', { name: /В корзине/ })).toBeVisible();
  return price(detail.prices, 'vzroslyi');
}

/** Adds the tour's first departure for one adult from its event page; resolves to its price. */
async function addTour(page: Page): Promise<number> {
  const tour = await apiJson<{ prices: Price[]; events: Array<{ id: number }> }>(
    page.request,
    `/api/catalog/tours/${TOUR}/`,
  );
  await page.goto(`/tours/events/${TOUR}/?event=${tour.events[0]!.id}`);
  const booking = page.getByRole('form', { name: 'Забронировать тур' });
  await booking.getByRole('button', { name: 'Добавить в корзину' }).click();
  await expect(booking.getByRole('link', { name: /В корзине/ })).toBeVisible();
  return price(tour.prices, 'vzroslyi');
}

test.describe('against a Django REST backend', () => {
  const pages: Array<[path: string, heading: RegExp | string, shows?: string]> = [
    ['/', /./],
    ['/excursions/', 'Экскурсии'],
    ['/excursions/table/', 'Расписание экскурсий'],
    [`/excursions/${EXCURSION}/`, /Псковский кремль/],
    ['/tours/', 'Туры'],
    [`/tours/${TOUR}/`, /Печоры/, `в 09:00 по Москве, ${TOUR_MEETING}`],
    ['/hotels/', 'Отели'],
    ['/hotels/staryj-pskov/', /Старый Псков/],
    ['/about/comments/', 'Отзывы'],
    ['/about/policy/', /./],
  ];
  for (const [path, heading, shows] of pages) {
    test(`${path} renders on the server and hydrates, with no backend address and its pictures shown`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).not.toContain(BACKEND);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (shows) await expect(page.locator('main')).toContainText(shows);
      const picture = page.locator('main img').first();
      if ((await page.locator('main img').count()) > 0) {
        await expect
          .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBeGreaterThan(0);
      }
      expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a list the backend pages is shown whole: every excursion of both pages in the table', async ({
    page,
  }) => {
    const first = await apiJson<{ count: number; next: string | null }>(page.request, '/api/excursions/');
    expect(first.next).not.toBeNull();
    await page.goto('/excursions/table/');
    const titles = await page.locator('main table tbody tr a, main .event-table a').allTextContents();
    expect(new Set(titles.map((title) => title.trim()).filter(Boolean)).size).toBeGreaterThanOrEqual(
      first.count,
    );
  });

  test('a restore answers alike for an address with and without an account, and mails only the account', async ({
    request,
  }) => {
    // The reference backend's file outbox (tests/compat/django/agency/settings.py).
    const mailDir = join(dirname(process.env.COMPAT_DB!), 'mail');
    const letters = () => (existsSync(mailDir) ? readdirSync(mailDir).length : 0);
    const restore = async (email: string) => {
      const answer = await request.post('/api/accounts/restore', { data: { email } });
      return { status: answer.status(), body: (await answer.json()) as unknown };
    };
    const before = letters();
    const unknown = await restore(`nobody-${Date.now()}@example.com`);
    expect(letters()).toBe(before);
    const known = await restore(USER.email);
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);
    expect(letters()).toBe(before + 1);
  });

  test('a wrong password is said in Russian; the right one signs in', async ({ page }) => {
    await page.goto('/?login');
    await signIn(page, 'not-the-password');
    const form = authDialog(page).getByRole('form', { name: 'Вход по логину' });
    await expect(form.getByText('Неверный e-mail или пароль.')).toBeVisible();
    await expect(form).not.toContainText('No active account');
    await signIn(page);
    await expect(authDialog(page)).toBeHidden();
    await expect(profileButton(page)).toBeVisible();
    // Signed in, the address no longer asks for it: a reload does not open the dialog again.
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  });

  test('an expired access token is refreshed once for two tabs; the rotated token gets the same refresh token again, and nothing once signed out', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/?login');
    await signIn(page);
    await expect(profileButton(page)).toBeVisible();
    const before = await tokenCookies(context);
    await setAccessCookie(context, baseURL!, expired(before.access!));

    // The storefront's server refreshes at the backend, once: one new token in every answer.
    const renewed = accessTokensSet(context);
    const other = await context.newPage();
    await Promise.all([page.goto('/user/account/'), other.goto('/user/account/')]);
    for (const tab of [page, other]) {
      await expect(tab.getByRole('form', { name: 'Мои данные' }).getByLabel('Фамилия')).toHaveValue(
        'Смирнова',
      );
    }
    const after = await tokenCookies(context);
    expect(await renewed()).toEqual([after.access]);
    expect(after.refresh).not.toBe(before.refresh);
    // The backend rotated the old refresh token: presented again within its reuse interval (an
    // answer lost on the way), it gets the same refresh token rather than another or a refusal,
    // and an access token issued now (the first one may have ended since)…
    const replayedAt = Math.floor(Date.now() / 1000);
    const replay = await page.request.post('/api/auth/token/refresh/', { data: { refresh: before.refresh } });
    expect(replay.status()).toBe(200);
    const replayed = await tokenCookies(context);
    expect(replayed.refresh).toBe(after.refresh);
    const claims = JSON.parse(Buffer.from(replayed.access!.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.iat).toBeGreaterThanOrEqual(replayedAt - 2);
    expect(claims.exp).toBeGreaterThan(replayedAt);
    // …and once the session is signed out, nothing.
    await page.request.post('/api/auth/logout/', { data: {} });
    const afterSignOut = await page.request.post('/api/auth/token/refresh/', {
      data: { refresh: before.refresh },
    });
    expect(afterSignOut.status()).toBe(401);
  });

  test('my data is shown and saved', async ({ page }) => {
    await page.goto('/user/account/');
    await signIn(page);
    const form = page.getByRole('form', { name: 'Мои данные' });
    await expect(form.getByLabel('Фамилия')).toHaveValue('Смирнова');
    await form.getByLabel('Отчество').fill('Сергеевна');
    await form.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect(form.getByText('Изменения сохранены')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Мои данные' }).getByLabel('Отчество')).toHaveValue(
      'Сергеевна',
    );
  });

  test('a tourist is added with countries and document types read from every page of their lists', async ({
    page,
  }) => {
    const countries = await apiJson<{ count: number; next: string | null }>(page.request, '/api/countries/');
    expect(countries.next).not.toBeNull();
    const lastPage = await apiJson<{ results: Array<{ name: string }> }>(
      page.request,
      '/api/countries/?page=2',
    );
    const fromLastPage = lastPage.results.at(-1)!.name;

    await page.goto('/user/tourists/');
    await signIn(page);
    await page.getByRole('button', { name: 'Добавить туриста' }).click();
    const add = page.getByRole('form', { name: 'Новый турист' });
    await expect(add.getByLabel('Гражданство').locator('option', { hasText: fromLastPage })).toHaveCount(1);
    // A name of this run's own (the database outlives a test repeated), in letters: names take no digits.
    const name = `Егор${String(Date.now() % 100_000).replace(/\d/g, (digit) => 'абвгдежзик'[Number(digit)]!)}`;
    await add.getByLabel('Фамилия').fill('Смирнов');
    await add.getByLabel('Имя').fill(name);
    await add.getByLabel('Гражданство').selectOption({ label: fromLastPage });
    await add.getByLabel('Документ', { exact: true }).selectOption({ label: 'Паспорт РФ' });
    await add.getByLabel('Номер документа').pressSequentially('4012345678');
    await add.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await add.getByRole('button', { name: 'Добавить' }).click();
    await expect(page.locator('.tourist', { hasText: `Смирнов ${name}` })).toContainText(
      'Паспорт РФ •••• ••5678',
    );
  });

  test('the reviews page pages through the backend’s reviews', async ({ page }) => {
    const all = await apiJson<{ count: number }>(page.request, '/api/reviews/?page_size=1');
    await page.goto('/about/comments/');
    const reviews = page.locator('main article');
    await expect(reviews).toHaveCount(10);
    await page
      .getByRole('navigation', { name: 'Страницы отзывов' })
      .getByRole('link', { name: 'Страница 3' })
      .click();
    await expect(page).toHaveURL(/page=3/);
    await expect(reviews).toHaveCount(all.count - 20);
  });

  test('an anonymous cart: an excursion and a tour added, one removed, the total summed, ordered; one session asked for', async ({
    page,
    context,
  }) => {
    const sessions = apiCalls(context, '/api/user/session/');
    await page.goto('/');
    const excursion = await addExcursion(page);
    const tour = await addTour(page);
    await expect(counter(page)).toHaveText('2');

    await page.goto('/cart/');
    await expect(page.locator('.cart-summary__total')).toHaveText(rub(excursion + tour));
    await expect(page.locator('main')).not.toContainText('не число');
    await page.getByRole('button', { name: /^Удалить: Псков — Изборск — Печоры/ }).click();
    await expect(counter(page)).toHaveText('1');
    await expect(page.locator('.cart-summary__total')).toHaveText(rub(excursion));
    await page.reload();
    await expect(page.locator('.cart-summary__total')).toHaveText(rub(excursion));

    await page.getByRole('link', { name: 'Оформить заказ' }).click();
    const form = page.getByRole('form', { name: 'Покупатель' });
    await form.getByLabel('Фамилия').fill('Соколова');
    await form.getByLabel('Имя', { exact: true }).fill('Ольга');
    await form.getByLabel('E-mail').fill('sokolova@example.com');
    await form.getByLabel('Телефон').pressSequentially('9215550101');
    await form.getByLabel('Я согласен(на) на обработку персональных данных').check();
    await form.getByRole('button', { name: 'Оформить заказ' }).click();
    const success = page.getByRole('dialog', { name: 'Ваш заказ успешно оформлен!' });
    await expect(success).toBeVisible();
    const lines = success.getByRole('list', { name: 'Состав заказа' });
    await expect(lines).toContainText('Псковский кремль');
    // The order line keeps where the excursion starts.
    await expect(lines).toContainText(`Место встречи${EXCURSION_MEETING}`);
    await expect(counter(page)).toHaveCount(0);
    expect(sessions.length).toBeLessThanOrEqual(1);
    // The backend prepays only tours: an order of excursions is paid in full.
    await success.getByRole('link', { name: 'Оплатить онлайн' }).click();
    await expect(page.getByRole('radio', { name: /Полная оплата/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Предоплата/ })).toHaveCount(0);
  });

  test('the backend prepays 30 % of the tours, names the rest and its day; an ordered departure keeps its meeting time and place, in the contract’s shapes', async ({
    request,
  }) => {
    const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const tour = await apiJson<{
      events: Array<{ id: number; date_start: string; time?: string }>;
      meeting_point?: { text: string } | null;
    }>(request, `/api/catalog/tours/${TOUR}/`);
    expect(contractErrors('TourDetail', tour)).toBe('');
    expect(tour.meeting_point?.text).toBe('Железнодорожный вокзал Пскова, у главного входа');
    const event = tour.events.find((candidate) => candidate.date_start >= weekAhead)!;
    expect(event.time).toMatch(/^\d{2}:\d{2}$/);
    const { sessionid } = await apiJson<{ sessionid: string }>(request, '/api/user/session/');
    const added = await request.patch(`/api/cart/tour/?sessionid=${sessionid}`, {
      data: { event_id: event.id, tourists: { vzroslyi: 1 } },
    });
    expect(added.status()).toBe(200);
    const placed = await request.post(`/api/cart/order/?sessionid=${sessionid}`, {
      data: { last_name: 'Орлов', first_name: 'Пётр', email: 'orlov@example.com', phone: '+79001112233' },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as {
      id: number;
      total: number;
      items: Array<{ time: string | null; meeting_point?: unknown }>;
    };
    expect(contractErrors('Order', order)).toBe('');
    expect(order.items[0]!.time).toBe(event.time);
    expect(order.items[0]!.meeting_point).toEqual(tour.meeting_point);
    const selection = await apiJson<{ options: Array<Record<string, unknown>> }>(
      request,
      `/api/payment/cost_selection/${order.id}/`,
    );
    expect(contractErrors('CostSelection', selection)).toBe('');
    const due = new Date(Date.parse(`${event.date_start}T00:00:00Z`) - 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(selection.options.find((option) => option.type_payment === 'prepayment')).toEqual({
      type_payment: 'prepayment',
      title: 'Предоплата 30%',
      amount: Math.ceil(order.total * 0.3),
      percent: 30,
      applies_to: ['tour'],
      rest: order.total - Math.ceil(order.total * 0.3),
      rest_due: due,
    });
  });

  test('with a signed-in Django session (the browsable API), adding to the cart sends the CSRF token', async ({
    page,
  }) => {
    // Through the storefront the backend's HTML is a sandboxed download (decision 032): the login
    // form is read and posted as the browser would, in the page's own cookie jar.
    const login = '/api/api-auth/login/?next=/api/configs/';
    const form = await page.request.get(login);
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(await form.text())?.[1];
    expect(token).toBeTruthy();
    const signedIn = await page.request.post(login, {
      form: {
        csrfmiddlewaretoken: token!,
        username: USER.email,
        password: USER.password,
        next: '/api/configs/',
      },
    });
    expect(signedIn.url()).toMatch(/\/api\/configs\/$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('sessionid');
    const adds = apiCalls(page.context(), '/api/cart/excursion/', 'PATCH');
    await addExcursion(page);
    expect(adds).toHaveLength(1);
    expect(await adds[0]!.headerValue('x-csrftoken')).toBeTruthy();
  });

  test('a hotel without a room cart offers the room through ‘Написать’, the stay written in', async ({
    page,
  }) => {
    await page.goto('/hotels/staryj-pskov/');
    const room = page.locator('.room-card').first();
    await expect(room.getByRole('button', { name: 'Добавить в корзину' })).toHaveCount(0);
    await room.getByRole('button', { name: 'Запросить бронирование' }).click();
    const dialog = page.getByRole('dialog', { name: /Написать/ });
    await expect(dialog.getByRole('textbox', { name: /Сообщение/ })).toHaveValue(
      /Хочу забронировать номер «.+» в отеле «Гостиница «Старый Псков»»: заезд \d\d\.\d\d\.\d{4}, выезд/,
    );
  });

  test('signing out ends the session at the backend: its refresh token is refused afterwards', async ({
    page,
    context,
  }) => {
    await page.goto('/?login');
    await signIn(page);
    await expect(profileButton(page)).toBeVisible();
    const { refresh } = await tokenCookies(context);
    await profileButton(page).click();
    await page.locator('.profile-menu__list').getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await expect.poll(() => tokenCookies(context)).toEqual({ access: undefined, refresh: undefined });
    const replay = await page.request.post('/api/auth/token/refresh/', { data: { refresh } });
    expect(replay.status()).toBe(401);
  });
});
