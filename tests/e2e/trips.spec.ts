import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiJson, iso } from './catalogue-helpers';
import { expect, test } from './fixtures';
import { violations } from './support/axe';
import { cachedAndLocal, tripsOnDevice } from './support/device-storage';
import { instantOf, parseIcs, property } from './support/ics';

// 'Мои поездки' (issue 26): a tourist's paid trips on the phone, offline included, and nothing of
// them left on the device after 'Выйти'.

const EXCURSION = 'pskov-obzornye/pskovskij-kreml';
const TITLE = 'Псковский кремль и Довмонтов город';

interface Booked {
  orderId: number;
  number: string;
  date: string;
  time: string;
}

/** A new account, signed in in the page's context, with a fully paid excursion from tomorrow on. */
async function signedInWithPaidTrip(page: Page, request: APIRequestContext, email: string): Promise<Booked> {
  const password = 'trip-pass-26';
  const registered = await request.post('/api/accounts/registration/', {
    data: {
      last_name: 'Путешественникова',
      first_name: 'Вера',
      email,
      phone: '+7 (921) 000-26-26',
      password,
      password_confirm: password,
    },
  });
  expect(registered.status()).toBe(201);
  // Through the page's own request context: the server sets the session cookies there.
  const api = page.request;
  expect((await api.post('/api/auth/token/', { data: { username: email, password } })).status()).toBe(200);
  const { events } = await apiJson<{
    events: Array<{ id: number; date: string; time: string; places_left: number }>;
  }>(api, `/api/catalog/excursions/${EXCURSION}/`);
  const event = events.find((candidate) => candidate.date >= iso(1) && candidate.places_left >= 2)!;
  const { sessionid } = await apiJson<{ sessionid: string }>(api, '/api/user/session/');
  const added = await api.patch(`/api/cart/excursion/?sessionid=${sessionid}`, {
    data: { event_id: event.id, tourists: { vzroslyi: 2 } },
  });
  expect(added.status()).toBe(200);
  const ordered = await api.post(`/api/cart/order/?sessionid=${sessionid}`, {
    data: {
      last_name: 'Путешественникова',
      first_name: 'Вера',
      email,
      phone: '+7 (921) 000-26-26',
      participants: [
        { last_name: 'Путешественникова', first_name: 'Вера' },
        { last_name: 'Путешественников', first_name: 'Олег' },
      ],
    },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()) as { id: number; number: string };
  const payment = await api.post(`/api/payment/yookassa/create/${order.id}/?type_payment=full`);
  expect(payment.ok()).toBe(true);
  // The demo's stand-in for the card payment page, as a customer pays there.
  await page.goto(((await payment.json()) as { confirmation_url: string }).confirmation_url);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByText('Оплата прошла: заказ оплачен полностью.')).toBeVisible();
  return { orderId: order.id, number: order.number, date: event.date, time: event.time };
}

/** Resolves once the service worker controls the page: the app's files are then precached. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe("'Мои поездки'", () => {
  test(
    'a paid trip shows with its map links, phone, code and calendar entry; offline after a reload too; a changed time is highlighted when the network returns; Выйти leaves nothing of it',
    { tag: '@phone' },
    async ({ page, context, request }, testInfo) => {
      test.setTimeout(90_000);
      const booked = await signedInWithPaidTrip(
        page,
        request,
        `trips-${testInfo.project.name}-${Date.now()}@example.com`,
      );

      await page.goto('/');
      await controlled(page);
      await page
        .locator('header')
        .getByRole('button', { name: 'Вера Путешественникова', exact: true })
        .click();
      await page.locator('.profile-menu__list').getByRole('link', { name: 'Мои поездки' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мои поездки');
      const card = page.getByRole('article', { name: TITLE });
      await expect(card).toContainText(`${booked.time} по Москве`);
      await expect(card).toContainText(/через \d+ (день|дня|дней)|завтра в/);
      await expect(card).toContainText('У памятника княгине Ольге, Октябрьская площадь');
      await expect(card).toContainText('Путешественников Олег');
      await expect(card).toContainText('Оплачено полностью');
      const code = card.getByRole('button', { name: `Показать QR-код заказа ${booked.number} крупно` });
      await expect(code).toBeVisible();
      expect(await violations(page), 'the trips page').toEqual([]);
      // The code opens large for a scanner; Escape closes it.
      await code.click();
      const large = page.getByRole('dialog', { name: `Заказ ${booked.number}` });
      await expect(large.getByRole('img', { name: `QR-код заказа ${booked.number}` })).toBeVisible();
      expect(await violations(page), 'the large QR code').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(large).toBeHidden();

      // 'Добавить в календарь': an .ics that puts the trip at its Moscow time.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: 'Добавить в календарь' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${booked.number}-${booked.date}.ics`);
      const calendar = parseIcs(readFileSync(await download.path(), 'utf8'));
      const event = calendar.components.find((component) => component.type === 'VEVENT')!;
      const start = property(event, 'DTSTART')!;
      expect(start.params.TZID).toBe('Europe/Moscow');
      expect(instantOf(calendar, start)).toBe(Date.parse(`${booked.date}T${booked.time}:00+03:00`));
      expect(property(event, 'LOCATION')?.value).toContain('У памятника княгине Ольге');

      // Offline, after a reload: the device's copy, with the map, the phone and the code.
      await expect.poll(() => tripsOnDevice(page)).toBe(1);
      await context.setOffline(true);
      await page.reload();
      await expect(card).toContainText(`${booked.time} по Москве`);
      await expect(card.getByRole('link', { name: 'Яндекс Карты' })).toHaveAttribute(
        'href',
        'https://yandex.ru/maps/?pt=28.3287,57.8223&z=17&l=map',
      );
      await expect(card.getByRole('link', { name: 'В приложении карт' })).toHaveAttribute(
        'href',
        /^geo:57\.8223,28\.3287\?q=/,
      );
      await expect(card.getByRole('link', { name: /^\+7/ })).toHaveAttribute('href', /^tel:\+7\d{10}$/);
      await expect(code).toBeVisible();
      await expect(card.getByText(/^Нет сети — данные на \d{2}:\d{2}, \d{2}\.\d{2}$/)).toBeVisible();

      // The agency moves the start while the phone is offline; the network returns.
      const moved = booked.time === '11:30' ? '12:45' : '11:30';
      const db = new DatabaseSync(process.env.E2E_DATABASE_PATH!, { timeout: 5000 });
      try {
        db.prepare('UPDATE order_item SET time = ? WHERE order_id = ?').run(moved, booked.orderId);
      } finally {
        db.close();
      }
      await context.setOffline(false);
      await expect(card.getByRole('status').filter({ hasText: 'Время изменилось' })).toHaveText(
        `Время изменилось: ${booked.time} → ${moved}Понятно`,
      );
      await expect(card).toContainText(`${moved} по Москве`);
      expect(await violations(page), 'a trip with a changed time').toEqual([]);
      // Seen: the note goes, and stays gone after a reload.
      await card.getByRole('button', { name: 'Понятно' }).click();
      await expect(card.getByText('Время изменилось')).toBeHidden();
      await page.reload();
      await expect(card).toContainText(`${moved} по Москве`);
      await expect(card.getByText('Время изменилось')).toBeHidden();

      // 'Выйти': no trip in IndexedDB, Cache Storage or localStorage.
      await page
        .locator('header')
        .getByRole('button', { name: 'Вера Путешественникова', exact: true })
        .click();
      await page.locator('.profile-menu__list').getByRole('button', { name: 'Выйти' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => tripsOnDevice(page)).toBeNull();
      const { cached, local } = await cachedAndLocal(page);
      expect(cached.filter((url) => /\/api\/(order|user)\//.test(url))).toEqual([]);
      expect(
        local.filter((entry) => entry.includes(booked.number) || /trip|Путешественник/i.test(entry)),
      ).toEqual([]);
    },
  );
});
