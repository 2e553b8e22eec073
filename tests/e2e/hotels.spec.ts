import { expect, test } from './fixtures';
import dayjs from 'dayjs';
import {
  agencyToday,
  apiJson,
  display,
  openInApp,
  openSearch,
  pricePattern,
  typeDate,
} from './catalogue-helpers';

interface HotelCard {
  title: string;
  url: string;
  slug: string;
  price_from: number;
  total_from: number;
}
interface HotelList {
  count: number;
  results: HotelCard[];
}
interface RoomOffer {
  slug: string;
  title: string;
  total: number;
  url: string;
}
interface HotelDetail extends HotelCard {
  room_types: RoomOffer[];
}

/** docs/product.md#default-searches: from the next Friday (a week ahead on a Friday), 3 nights, 2 adults. */
function defaultStay() {
  const today = agencyToday();
  const ahead = (5 - today.day() + 7) % 7 || 7;
  const from = today.add(ahead, 'day');
  return {
    date_from: from.format('YYYY-MM-DD'),
    date_to: from.add(3, 'day').format('YYYY-MM-DD'),
    room: '2',
  };
}

const query = (search: Record<string, string>) => new URLSearchParams(search).toString();

test.describe('the hotel catalogue', () => {
  test('the home page link lands on the default stay: next Friday, 3 nights, 2 adults', async ({
    page,
    request,
  }) => {
    const stay = defaultStay();
    await page.goto('/');
    const link = page.getByRole('main').locator('a[href^="/hotels/?"]').first();
    await expect(link).toHaveAttribute('href', `/hotels/?${query(stay)}`);
    await link.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отели');
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Поиск отелей' });
    await expect(form.getByLabel('Заезд')).toHaveValue(display(stay.date_from));
    await expect(form.getByLabel('Выезд')).toHaveValue(display(stay.date_to));
    await expect(form.locator('output')).toHaveText('2');

    const list = await apiJson<HotelList>(request, `/api/catalog/hotels/?${query(stay)}&page_size=100`);
    await expect(page.locator('.catalogue-card__title')).toHaveText(list.results.map((hotel) => hotel.title));
    const first = page.locator('.catalogue-card').first();
    await expect(first).toContainText(pricePattern(list.results[0]!.price_from));
    await expect(first).toContainText(pricePattern(list.results[0]!.total_from));
    await expect(first).toContainText('за 3 ночи');
  });

  test('a search for other dates and guests shows what the API has for them', async ({ page, request }) => {
    const stay = defaultStay();
    const search = {
      date_from: dayjs(stay.date_from).add(7, 'day').format('YYYY-MM-DD'),
      date_to: dayjs(stay.date_from).add(9, 'day').format('YYYY-MM-DD'),
      room: '3-5',
    };
    const before = await apiJson<HotelList>(request, `/api/catalog/hotels/?${query(stay)}&page_size=100`);
    const after = await apiJson<HotelList>(request, `/api/catalog/hotels/?${query(search)}&page_size=100`);
    expect(after.results.map((hotel) => hotel.total_from)).not.toEqual(
      before.results.map((hotel) => hotel.total_from),
    );

    await page.goto(`/hotels/?${query(stay)}`);
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Поиск отелей' });
    await typeDate(form.getByLabel('Заезд'), search.date_from);
    await typeDate(form.getByLabel('Выезд'), search.date_to);
    await form.getByRole('button', { name: 'Больше: Взрослые' }).click();
    await form.getByRole('button', { name: 'Добавить ребёнка' }).click();
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect(form.getByText('Укажите возраст ребёнка')).toBeVisible();
    await form.getByLabel('Возраст ребёнка 1').selectOption('5');
    await form.getByRole('button', { name: 'Найти' }).click();

    await expect(page).toHaveURL(
      new RegExp(`date_from=${search.date_from}&date_to=${search.date_to}&room=3-5`),
    );
    await expect(page.locator('.catalogue-card__title')).toHaveText(
      after.results.map((hotel) => hotel.title),
    );
    if (after.results[0]) {
      await expect(page.locator('.catalogue-card').first()).toContainText(
        pricePattern(after.results[0].total_from),
      );
    }
  });

  test('a hotel page shows the room types of the API with the price of the stay', async ({
    page,
    request,
  }) => {
    const stay = defaultStay();
    const list = await apiJson<HotelList>(request, `/api/catalog/hotels/?${query(stay)}`);
    const card = list.results[0]!;
    const hotel = await apiJson<HotelDetail>(request, `/api/catalog/hotels/${card.slug}/?${query(stay)}`);

    await page.goto(`/hotels/?${query(stay)}`);
    await page.getByRole('link', { name: card.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.title);
    const rooms = page.locator('.room-card');
    await expect(rooms.locator('h3')).toHaveText(hotel.room_types.map((room) => room.title));
    for (const [index, room] of hotel.room_types.entries()) {
      await expect(rooms.nth(index).locator('.room-card__total')).toContainText(pricePattern(room.total));
    }
  });

  test('a room type link of the menu lands on the hotel with that room pointed out', async ({
    page,
    request,
  }) => {
    const stay = defaultStay();
    const menus = await apiJson<{
      header_menu: Array<{ type: string; url: string; children: Array<{ type: string; url: string }> }>;
    }>(request, '/api/menus/');
    const roomLink = menus.header_menu
      .flatMap((item) => item.children)
      .find((item) => item.type === 'roomtype');
    expect(roomLink).toBeDefined();
    const [path, params] = roomLink!.url.split('?');
    const slug = new URLSearchParams(params).get('room_type')!;
    const hotelSlug = path!.split('/').filter(Boolean)[1]!;
    const hotel = await apiJson<HotelDetail>(request, `/api/catalog/hotels/${hotelSlug}/?${query(stay)}`);
    const room = hotel.room_types.find((candidate) => candidate.slug === slug)!;

    await page.goto(roomLink!.url);
    const card = page.locator(`#room-${slug}`);
    await expect(card).toHaveClass(/room-card--highlight/);
    await expect(card.getByText('Выбранный номер')).toBeVisible();
    await expect(card.locator('h3')).toHaveText(room.title);
    await expect(card).toBeInViewport();
  });

  test('a room type path shows that room for the stay', async ({ page, request }) => {
    const stay = defaultStay();
    const room = await apiJson<{ title: string; total: number; available: boolean; seo: { h1: string } }>(
      request,
      `/api/catalog/room_type/staryj-pskov/family/?${query(stay)}`,
    );
    await page.goto(`/hotels/staryj-pskov/family/?${query(stay)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(room.seo.h1 || room.title);
    expect(room.available).toBe(true);
    await expect(page.locator('.room-card__total')).toContainText(pricePattern(room.total));
    // The terms before the click: a stay is cancelled free until the day before it (the demo's rules).
    const freeUntil = dayjs(stay.date_from).subtract(1, 'day').format('DD.MM.YYYY');
    await expect(page.getByRole('list', { name: 'Условия оплаты и отмены' })).toHaveText(
      `Бесплатная отмена по ${freeUntil}`,
    );
  });

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    test('a list that fails to load is logged and said, and the search still works', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      let failing = true;
      await page.route(/\/api\/catalog\/hotels\/\?/, (route) =>
        failing ? route.fulfill({ status: 503, json: { detail: 'Сервис недоступен' } }) : route.fallback(),
      );
      await openInApp(page, '/hotels/');
      await expect(page.getByText('Не удалось загрузить список отелей')).toBeVisible({ timeout: 15_000 });
      expect(logged.some((text) => text.includes('Не удалось загрузить список отелей'))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отели');

      failing = false;
      await page.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.locator('.catalogue-card').first()).toBeVisible();
    });
  });

  test('an unknown hotel or hotel path is the 404 page', async ({ page }) => {
    for (const path of ['/hotels/no-such-hotel/', '/hotels/staryj-pskov/no-such-room/', '/hotels/a/b/c/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запрашиваемая страница не найдена');
    }
  });
});
