import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MONTH_NAMES } from '@/shared/ui/forms/calendar-month';
import {
  apiJson,
  apiList,
  display,
  iso,
  openInApp,
  openSearch,
  pricePattern,
  typeDate,
} from './catalogue-helpers';

interface TourEvent {
  id: number;
  date_start: string;
  date_end: string;
  places_left: number;
  time?: string | null;
}
interface Price {
  category: string;
  title: string;
  price: number;
}
interface TourCard {
  id: number;
  slug: string;
  title: string;
  url: string;
  price_from: number;
  prices: Price[];
  events: TourEvent[];
}
interface TourGroup {
  slug: string;
  title: string;
  url: string;
  tours: TourCard[];
}
interface TourDetail extends TourCard {
  program: Array<{ day: number; title: string }>;
  hotels: Array<{ name: string }>;
  locations: Array<{ name: string }>;
  meeting_point?: { text: string } | null;
}

const adultFare = (tour: TourCard) => tour.prices.find((price) => price.category === 'vzroslyi')!.price;
const bookable = (tour: TourCard) => tour.events.filter((event) => event.places_left > 0);
const dates = (event: TourEvent) => `${display(event.date_start)} — ${display(event.date_end)}`;
const tourPath = (tour: TourCard) => tour.url.replace(/^\/tours\//, '').replace(/\/$/, '');
const plainSpaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The booking widget is the one place a bookable tour states its prices: a stepper per category. */
/** A fact under a tour's picture: 'Выезд', 'Ближайший выезд', 'Длительность'… */
const fact = (page: Page, label: string) =>
  page
    .locator('.facts__item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

async function expectPrices(booking: Locator, expected: Price[]) {
  for (const price of expected) {
    const stepper = booking.getByRole('group', { name: price.title, exact: true });
    await expect(stepper.locator('.stepper__hint')).toHaveText(pricePattern(price.price));
  }
}

test.describe('tours', () => {
  test('the list shows every group and tour the API returns, with the lowest price', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    await page.goto('/tours/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Туры');
    for (const group of groups.filter((candidate) => candidate.tours.length > 0)) {
      const section = page.getByRole('region', { name: group.title });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(group.title);
      await expect(section.getByRole('article')).toHaveCount(group.tours.length);
      for (const tour of group.tours) {
        const card = section
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: tour.title }) });
        await expect(card.getByRole('link', { name: tour.title })).toHaveAttribute('href', tour.url);
        await expect(card).toContainText(pricePattern(tour.price_from));
        if (bookable(tour)[0]) await expect(card).toContainText(dates(bookable(tour)[0]!));
      }
    }
  });

  test('the table lists every future departure by date and leads to its event page', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const rows = groups
      .flatMap((group) => group.tours.flatMap((tour) => tour.events.map((event) => ({ tour, event }))))
      .sort((a, b) => a.event.date_start.localeCompare(b.event.date_start));
    await page.goto('/tours/');
    await page.getByRole('link', { name: 'Таблицей' }).click();
    await expect(page).toHaveURL(/\/tours\/table\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Расписание туров');

    const table = page.getByRole('table');
    const tableRows = table.locator('.tours-table__row');
    await expect(tableRows).toHaveCount(rows.length);
    await expect(tableRows.first().locator('.tours-table__dates')).toHaveText(dates(rows[0]!.event));
    // Readable on a phone: nothing sticks out of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    const index = rows.findIndex((row) => row.event.places_left > 0);
    const { tour, event } = rows[index]!;
    await tableRows.nth(index).locator('.tours-table__tour').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tours/events/${tourPath(tour)}/\\?event=${event.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    await expect(fact(page, 'Выезд')).toHaveText(dates(event));
  });

  test(
    'the table sorts by price like the excursion table, by its header or, on a phone, its list',
    { tag: '@phone' },
    async ({ page, request, isMobile }) => {
      const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
      const fares = groups.flatMap((group) => group.tours).map((tour) => adultFare(tour));
      await page.goto('/tours/table/');
      if (isMobile) await page.getByLabel('Сортировать').selectOption('price-asc');
      else {
        await page.getByRole('button', { name: /^Цена/ }).click();
        await expect(page.getByRole('columnheader', { name: /^Цена/ })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
      await expect(page.locator('.tours-table__month')).toHaveCount(0);
      await expect(page.locator('.tours-table__row').first().locator('.tours-table__price')).toContainText(
        pricePattern(Math.min(...fares)),
      );
      await expect(page.locator('.tours-table__row').last().locator('.tours-table__price')).toContainText(
        pricePattern(Math.max(...fares)),
      );
    },
  );

  test('a tour page shows its prices per age category, program, dates, hotels and places', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const card = groups.flatMap((group) => group.tours).find((tour) => tour.events.length > 1)!;
    const tour = await apiJson<TourDetail>(request, `/api/catalog/tours/${tourPath(card)}/`);

    const response = await page.goto(tour.url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tour.title);
    // When and where the group meets on the first day: the nearest departure's time, the tour's place.
    const nearest = bookable(tour)[0];
    await expect(page.locator('.facts')).toContainText(
      `Сбор в первый день${nearest?.time ? `в ${nearest.time} по Москве, ` : ''}${tour.meeting_point!.text}`,
    );
    await expectPrices(page.getByRole('form', { name: 'Забронировать тур' }), tour.prices);
    // The booking widget says the prices: no second table repeats them.
    await expect(page.getByRole('region', { name: 'Стоимость на человека' })).toHaveCount(0);

    const program = page.getByRole('region', { name: 'Программа по дням' });
    await expect(program.getByRole('listitem')).toHaveCount(tour.program.length);
    await expect(program.getByRole('heading', { level: 3 }).first()).toContainText(tour.program[0]!.title);

    const departures = page.getByRole('region', { name: 'Даты выездов' }).getByRole('listitem');
    await expect(departures).toHaveCount(tour.events.length);
    await expect(departures.first()).toContainText(dates(tour.events[0]!));

    for (const hotel of tour.hotels) await expect(page.getByText(hotel.name, { exact: true })).toBeVisible();
    const places = page.getByRole('region', { name: 'Места на маршруте' });
    for (const location of tour.locations) {
      await expect(places.getByRole('heading', { name: location.name })).toBeVisible();
    }
  });

  test('the booking control totals the tourists per category and offers the chosen date', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const card = groups.flatMap((group) => group.tours).find((tour) => bookable(tour).length > 1)!;
    const price = (category: string) => card.prices.find((candidate) => candidate.category === category)!;
    const [first, second] = bookable(card) as [TourEvent, TourEvent];
    await page.goto(`/tours/events/${tourPath(card)}/?event=${second.id}`);

    const booking = page.getByRole('form', { name: 'Забронировать тур' });
    await expect(booking.getByLabel('Дата выезда')).toHaveValue(String(second.id));
    await expect(booking.locator('output').last()).toHaveText(pricePattern(price('vzroslyi').price));

    await booking.getByRole('button', { name: `Больше: ${price('pensioner').title}` }).click();
    await booking.getByRole('button', { name: `Больше: ${price('rebenok').title}` }).click();
    await booking.getByRole('button', { name: `Больше: ${price('rebenok').title}` }).click();
    const total = price('vzroslyi').price + price('pensioner').price + 2 * price('rebenok').price;
    await expect(booking.locator('output').last()).toHaveText(pricePattern(total));
    await expect(booking).toContainText('Итого, 4 туриста');

    // Choosing another date keeps the tourists; the button stays ready for the cart.
    await booking.getByLabel('Дата выезда').selectOption(String(first.id));
    await expect(booking.locator('output').last()).toHaveText(pricePattern(total));
    await expect(booking.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
  });

  test('an event page shows its dates, places left, prices, and marks its date among the others', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const card = groups.flatMap((group) => group.tours).find((tour) => bookable(tour).length > 1)!;
    const event = bookable(card)[1]!;
    const response = await page.goto(`/tours/events/${tourPath(card)}/?event=${event.id}`);
    expect(response?.status()).toBe(200);
    await expect(fact(page, 'Выезд')).toHaveText(dates(event));
    await expect(page.getByText(new RegExp(`Осталось ${event.places_left}\\sмест`)).first()).toBeVisible();
    await expectPrices(page.getByRole('form', { name: 'Забронировать тур' }), card.prices);
    const current = page.getByRole('region', { name: 'Даты выездов' }).locator('[aria-current="page"]');
    await expect(current).toContainText(dates(event));
    expect(plainSpaces(await page.title())).toContain(card.title);

    // Without a choice the page is about the nearest departure; a departure that is gone says so.
    await page.goto(`/tours/events/${tourPath(card)}/`);
    await expect(fact(page, 'Выезд')).toHaveText(dates(bookable(card)[0]!));
    // A departure that is gone is not replaced by another one behind the visitor's back.
    await page.goto(`/tours/events/${tourPath(card)}/?event=999999`);
    await expect(page.getByText('Этот выезд уже прошёл или снят с продажи.')).toBeVisible();
    const booking = page.getByRole('form', { name: 'Забронировать тур' });
    await expect(booking.getByLabel('Дата выезда')).toHaveValue('');
    await expect(booking.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();
  });

  test('a sold-out departure is shown as such, cannot be chosen, and its page offers the nearest ones', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const card = groups
      .flatMap((group) => group.tours)
      .find((tour) => tour.events.some((event) => event.places_left === 0) && bookable(tour).length > 0)!;
    const soldOut = card.events.find((event) => event.places_left === 0)!;

    // The tour page: the departure is greyed out with its reason, no link, not selectable.
    await page.goto(card.url);
    const departures = page.getByRole('region', { name: 'Даты выездов' });
    const row = departures.getByRole('listitem').filter({ hasText: dates(soldOut) });
    await expect(row).toContainText('Мест нет');
    await expect(row.getByRole('link')).toHaveCount(0);
    const booking = page.getByRole('form', { name: 'Забронировать тур' });
    const option = booking.getByLabel('Дата выезда').locator(`option[value="${soldOut.id}"]`);
    await expect(option).toBeDisabled();
    await expect(option).toContainText('мест нет');
    // The tour page picks no date for the tourist: the button says what it waits for.
    await expect(booking.getByLabel('Дата выезда')).toHaveValue('');
    await expect(booking.getByText('Выберите дату выезда')).toBeVisible();

    // The calendar opens on the first free departure's month; its day chooses that departure, and
    // the sold-out one's day says it has no places and cannot be picked.
    const calendar = booking.getByRole('group', { name: 'Календарь' });
    const first = bookable(card)[0]!;
    await calendar.locator(`[data-day="${first.date_start}"]`).click();
    await expect(booking.getByLabel('Дата выезда')).toHaveValue(String(first.id));
    const soldOutMonth = `${MONTH_NAMES[Number(soldOut.date_start.slice(5, 7)) - 1]} ${soldOut.date_start.slice(0, 4)}`;
    const turn = soldOut.date_start < first.date_start ? 'Предыдущий месяц' : 'Следующий месяц';
    for (
      let month = 0;
      month < 24 && (await calendar.getByRole('grid').getAttribute('aria-label')) !== soldOutMonth;
      month++
    )
      await calendar.getByRole('button', { name: turn }).click();
    const soldOutDay = calendar.locator(`[data-day="${soldOut.date_start}"]`);
    await expect(soldOutDay).toHaveAttribute('aria-label', /, мест нет$/);
    await expect(soldOutDay).toHaveAttribute('aria-disabled', 'true');
    // Forced: an aria-disabled button is one Playwright waits on; the tap must do nothing.
    await soldOutDay.click({ force: true });
    await expect(booking.getByLabel('Дата выезда')).toHaveValue(String(first.id));

    // Its event page says so, offers the nearest departures with places, and books nothing.
    await page.goto(`/tours/events/${tourPath(card)}/?event=${soldOut.id}`);
    const notice = page.getByRole('status').filter({ hasText: 'На этот выезд мест нет.' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link').first()).toHaveText(dates(bookable(card)[0]!));
    await expect(booking.getByLabel('Дата выезда')).toHaveValue('');
    await expect(booking.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();
    await notice.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`\\?event=${bookable(card)[0]!.id}$`));
    await expect(booking.getByLabel('Дата выезда')).toHaveValue(String(bookable(card)[0]!.id));
    await expect(booking.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
  });

  test('a group page lists the group’s tours', async ({ page, request }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const group = groups.find((candidate) => candidate.tours.length > 0)!;
    await page.goto(group.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.title);
    await expect(page.getByRole('article')).toHaveCount(group.tours.length);
    await page.getByRole('link', { name: group.tours[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${group.tours[0]!.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.tours[0]!.title);
  });

  test('unknown tours, groups and events are the 404 page with status 404', async ({ page }) => {
    for (const path of [
      '/tours/no-such-tour/',
      '/tours/no-such-group/no-such-tour/',
      '/tours/events/no-such-tour/?event=1',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запрашиваемая страница не найдена');
    }
    // In-app navigation to an unknown tour shows the same page.
    await page.goto('/tours/');
    await page.evaluate(() => {
      history.pushState({}, '', '/tours/missing-tour/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Запрашиваемая страница не найдена');
  });

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    test('a tour list that fails to load says so and loads again on request', async ({ page, request }) => {
      const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
      let fail = true;
      await page.route(
        (url) => url.pathname === '/api/catalog/group_tours/',
        (route) => (fail ? route.fulfill({ status: 503, json: {} }) : route.fallback()),
      );
      await openInApp(page, '/tours/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Туры');
      await expect(page.getByText(/Не удалось загрузить туры/)).toBeVisible();
      fail = false;
      await page.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.getByRole('region', { name: groups[0]!.title })).toBeVisible();
    });
  });

  test('the date filter keeps the tours with a departure in the dates, in the list and the table', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const tours = groups.flatMap((group) => group.tours);
    const from = iso(7);
    const to = iso(12);
    const within = (event: TourEvent) => event.date_start >= from && event.date_start <= to;
    const expected = tours.filter((tour) => bookable(tour).some(within)).map((tour) => tour.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(tours.length);

    await page.goto('/tours/');
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Даты выезда' });
    await typeDate(form.getByLabel('Выезд с'), from);
    await typeDate(form.getByLabel('Выезд по'), to);
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/\\?date_from=${from}&date_to=${to}$`));
    await expect(page.locator('.tour-card__title')).toHaveText(expected.map(plainSpaces), {
      useInnerText: true,
    });

    // The table keeps the dates: every row starts within them.
    await page.getByRole('link', { name: 'Таблицей' }).click();
    await expect(page).toHaveURL(new RegExp(`/tours/table/\\?date_from=${from}&date_to=${to}$`));
    const rows = page.locator('.tours-table__row');
    const events = tours.flatMap((tour) => tour.events).filter(within);
    await expect(rows).toHaveCount(events.length);
    for (const text of await rows.locator('.tours-table__dates').allInnerTexts()) {
      const start = text.trim().slice(0, 10).split('.').reverse().join('-');
      expect(start >= from && start <= to, text).toBe(true);
    }

    // 'Все даты' takes the filter off.
    await openSearch(page);
    await page.getByRole('form', { name: 'Даты выезда' }).getByRole('button', { name: 'Все даты' }).click();
    await expect(page).toHaveURL(/\/tours\/table\/$/);
    await expect(rows).toHaveCount(tours.flatMap((tour) => tour.events).length);
  });

  test('dates with no departure offer the nearest departure after them, and every date', async ({
    page,
    request,
  }) => {
    const groups = await apiList<TourGroup>(request, '/api/catalog/group_tours/');
    const starts = new Set(
      groups.flatMap((group) =>
        group.tours.flatMap((tour) => bookable(tour).map((event) => event.date_start)),
      ),
    );
    // A day with no bookable departure that has one after it.
    let empty = 1;
    while (starts.has(iso(empty))) empty++;
    const next = [...starts].filter((day) => day > iso(empty)).sort()[0]!;

    await page.goto(`/tours/?date_from=${iso(empty)}&date_to=${iso(empty)}`);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('link', { name: /^Ближайшие выезды: с/ }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${next}&date_to=${next}$`));
    await expect(page.locator('.tour-card').first()).toContainText(display(next));

    await page.goto(`/tours/?date_from=${iso(empty)}&date_to=${iso(empty)}`);
    await page.getByRole('link', { name: 'Все даты' }).click();
    await expect(page).toHaveURL(/\/tours\/$/);
    await expect(page.locator('.tour-card')).toHaveCount(groups.flatMap((group) => group.tours).length);
  });
});
