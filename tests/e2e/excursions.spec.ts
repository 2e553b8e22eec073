import { expect, phoneLayoutTest, test } from './fixtures';
import {
  apiJson,
  apiList,
  display,
  iso,
  isMobile,
  openSearch,
  pricePattern,
  typeDate,
} from './catalogue-helpers';
import { violations } from './support/axe';

interface Event {
  id: number;
  date: string;
  time: string;
  places_left: number;
}
interface Card {
  title: string;
  url: string;
  price_from: number;
  prices: Array<{ category: string; title: string; price: number }>;
  events: Event[];
}
interface Group {
  title: string;
  url: string;
  excursions: Card[];
}

const query = (search: { date_from: string; date_to: string; tourists: number }) =>
  new URLSearchParams({ ...search, tourists: String(search.tourists) }).toString();

const titlesOf = (groups: Group[]) => groups.flatMap((group) => group.excursions.map((item) => item.title));

test.describe('the excursion catalogue', () => {
  test('the home page link lands on the default search: today to today + 7 days, 1 tourist', async ({
    page,
    request,
  }) => {
    const defaults = { date_from: iso(0), date_to: iso(7), tourists: 1 };
    await page.goto('/');
    const link = page.getByRole('main').locator('a[href^="/excursions/?"]').first();
    await expect(link).toHaveAttribute('href', `/excursions/?${query(defaults)}`);
    await link.click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Экскурсии');
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Поиск экскурсий' });
    await expect(form.getByLabel('Дата с')).toHaveValue(display(defaults.date_from));
    await expect(form.getByLabel('Дата по')).toHaveValue(display(defaults.date_to));
    await expect(form.locator('output')).toHaveText('1');

    const groups = await apiList<Group>(request, `/api/catalog/group_excursions/?${query(defaults)}`);
    const cards = page.locator('.catalogue-card__title');
    await expect(cards).toHaveText(titlesOf(groups));
    await expect(page.getByText(`Найдено: ${titlesOf(groups).length}`)).toBeVisible();
  });

  test('a search by dates shows what the API has for those dates', async ({ page, request }) => {
    const base = { date_from: iso(0), date_to: iso(7), tourists: 1 };
    const baseTitles = titlesOf(
      await apiList<Group>(request, `/api/catalog/group_excursions/?${query(base)}`),
    );
    // The first single day ahead whose offer differs from the default week's.
    let day = { ...base };
    let dayTitles: string[] = baseTitles;
    for (let offset = 2; offset < 14 && dayTitles.join() === baseTitles.join(); offset++) {
      day = { date_from: iso(offset), date_to: iso(offset), tourists: 2 };
      dayTitles = titlesOf(await apiList<Group>(request, `/api/catalog/group_excursions/?${query(day)}`));
    }
    expect(dayTitles).not.toEqual(baseTitles);

    await page.goto(`/excursions/?${query(base)}`);
    await expect(page.locator('.catalogue-card__title')).toHaveText(baseTitles);
    await openSearch(page);
    const form = page.getByRole('form', { name: 'Поиск экскурсий' });
    await typeDate(form.getByLabel('Дата с'), day.date_from);
    await typeDate(form.getByLabel('Дата по'), day.date_to);
    await form.getByRole('button', { name: 'Больше: Туристов' }).click();
    await form.getByRole('button', { name: 'Найти' }).click();

    await expect(page).toHaveURL(new RegExp(`date_from=${day.date_from}&date_to=${day.date_to}&tourists=2`));
    await expect(page.locator('.catalogue-card__title')).toHaveText(dayTitles);
  });

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    // What typing before the mask arrives does: tests/component/date-fields.test.tsx.
    test('the date mask is a chunk of its own, fetched only when a date field is used', async ({ page }) => {
      const maskRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/date-mask-[^/]+\.js$/.test(request.url())) maskRequests.push(request.url());
      });
      await page.goto('/excursions/');
      await openSearch(page);
      const from = page.getByLabel('Дата с');
      await expect(from).toHaveValue(display(iso(0)));
      await page.waitForLoadState('networkidle');
      expect(maskRequests).toEqual([]);

      await from.click();
      await from.press('ControlOrMeta+a');
      await from.press('Backspace');
      await from.pressSequentially(display(iso(3)).replaceAll('.', ''));
      await expect(from).toHaveValue(display(iso(3)));
      expect(maskRequests).toHaveLength(1);
    });

    test("an excursion page loads neither its group's cards nor the cart call until 'Добавить в корзину' is pressed", async ({
      page,
      request,
    }) => {
      const search = { date_from: iso(0), date_to: iso(7), tourists: 1 };
      const [group] = await apiList<Group>(request, `/api/catalog/group_excursions/?${query(search)}`);
      const chunks: string[] = [];
      page.on('request', (sent) => {
        const file = /\/assets\/(ExcursionCardGrid|add-to-cart)-[^/]+\.js$/.exec(sent.url());
        if (file) chunks.push(file[1]!);
      });
      await page.goto(`${group!.excursions[0]!.url}?${query(search)}`);
      const booking = page.getByRole('form', { name: 'Расписание и запись' });
      await booking.getByRole('radio', { disabled: false }).first().check();
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);

      await booking.getByRole('button', { name: 'Добавить в корзину' }).click();
      await expect(booking.getByRole('link', { name: /В корзине/ })).toBeVisible();
      expect(chunks).toEqual(['add-to-cart']);
    });
  });

  test('the table view lists every event of the search by day and sorts by price', async ({
    page,
    request,
  }) => {
    const search = { date_from: iso(1), date_to: iso(3), tourists: 1 };
    const cards = await apiList<Card>(request, `/api/excursions/?${query(search)}`);
    const events = cards.flatMap((card) => card.events.map((event) => ({ ...event, card })));
    expect(events.length).toBeGreaterThan(0);

    await page.goto(`/excursions/?${query(search)}`);
    await page.getByRole('link', { name: 'Таблицей' }).click();
    await expect(page).toHaveURL(/\/excursions\/table\/\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Расписание экскурсий');

    const rows = page.locator('tr.excursion-table__event');
    await expect(rows).toHaveCount(events.length);
    for (const date of [search.date_from, search.date_to]) {
      await expect(
        page
          .getByRole('rowheader')
          .filter({ hasText: display(date) })
          .first(),
      ).toBeVisible();
    }
    const first = events.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time))[0]!;
    await expect(rows.first().locator('.excursion-table__time')).toHaveText(first.time);

    if (isMobile(page)) {
      await page.getByLabel('Сортировать').selectOption('price-asc');
    } else {
      await page.getByRole('button', { name: 'Цена' }).click();
      await expect(page.getByRole('columnheader', { name: 'Цена' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
    }
    const cheapest = Math.min(...cards.map((card) => card.price_from));
    const dearest = Math.max(...cards.map((card) => card.price_from));
    await expect(rows.first().locator('.excursion-table__price')).toHaveText(pricePattern(cheapest));
    await expect(rows.last().locator('.excursion-table__price')).toHaveText(pricePattern(dearest));
  });

  test('an excursion page shows the prices per age category of the API and totals a booking', async ({
    page,
    request,
  }) => {
    const search = { date_from: iso(0), date_to: iso(7), tourists: 1 };
    const [group] = await apiList<Group>(request, `/api/catalog/group_excursions/?${query(search)}`);
    const card = group!.excursions[0]!;
    const detail = await apiJson<Card & { meeting_point: string }>(
      request,
      `/api/catalog/excursions/${card.url.replace(/^\/excursions\/|\/$/g, '')}/?${query(search)}`,
    );

    await page.goto(`/excursions/?${query(search)}`);
    await page.getByRole('link', { name: card.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await expect(page.getByText(detail.meeting_point)).toBeVisible();

    // Each age category with its price, once: in the booking's tourist steppers.
    const booking = page.getByRole('form', { name: 'Расписание и запись' });
    const steppers = booking.locator('.stepper');
    await expect(steppers).toHaveCount(detail.prices.length);
    for (const [index, price] of detail.prices.entries()) {
      await expect(steppers.nth(index).locator('.stepper__label')).toHaveText(price.title);
      await expect(steppers.nth(index).locator('.stepper__hint')).toHaveText(pricePattern(price.price));
    }
    expect(detail.prices.map((price) => price.title)).toEqual([
      'Взрослый',
      'Пенсионер',
      'Студент, учащийся старше 14 лет',
      'Ребенок',
    ]);

    // The nearest six at first; the rest on request, focus moving on to the first of them.
    const more = booking.getByRole('button', { name: /^Показать все даты/ });
    if (detail.events.length > 6) {
      await expect(booking.getByRole('radio')).toHaveCount(6);
      await more.click();
      await expect(booking.getByRole('radio').nth(6)).toBeFocused();
    } else {
      await expect(more).toHaveCount(0);
    }
    await expect(booking.getByRole('radio')).toHaveCount(detail.events.length);
    const event = detail.events.find((candidate) => candidate.places_left >= 2);
    test.skip(!event, 'no event with two free places in the demo data');
    await booking.getByRole('radio').nth(detail.events.indexOf(event!)).check();
    await booking.getByRole('button', { name: 'Больше: Ребенок' }).click();
    const adult = detail.prices.find((price) => price.category === 'vzroslyi')!.price;
    const child = detail.prices.find((price) => price.category === 'rebenok')!.price;
    await expect(booking.locator('.booking__total-value')).toHaveText(pricePattern(adult + child));
    await expect(booking.getByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
  });

  test('a group page lists the group’s excursions of the API', async ({ page, request }) => {
    const search = { date_from: iso(0), date_to: iso(7), tourists: 1 };
    const [listed] = await apiList<Group>(request, `/api/catalog/group_excursions/?${query(search)}`);
    const slug = listed!.url.split('/').filter(Boolean).pop()!;
    const group = await apiJson<Group>(request, `/api/catalog/group_excursions/${slug}/?${query(search)}`);
    await page.goto(`${group.url}?${query(search)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.title);
    await expect(page.locator('.catalogue-card__title')).toHaveText(
      group.excursions.map((item) => item.title),
    );
  });

  test('the old catalogue lists its own groups, and its excursions open there', async ({ page, request }) => {
    const search = { date_from: iso(0), date_to: iso(30), tourists: 1 };
    const groups = await apiList<Group>(request, `/api/catalog/group_excursion_list/?${query(search)}`);
    await page.goto(`/excursions_old/?${query(search)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Архив экскурсий');
    await expect(page.locator('.catalogue-card__title')).toHaveText(titlesOf(groups));
    const first = groups[0]!.excursions[0]!;
    await page.getByRole('link', { name: first.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${first.url}\\?`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('an unknown excursion path, or one of the other catalogue, is the 404 page', async ({
    page,
    request,
  }) => {
    const notFound = 'Запрашиваемая страница не найдена';
    await page.goto('/excursions/no-such-excursion/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);

    const [oldGroup] = await apiList<Group>(request, `/api/catalog/group_excursion_list/?date_to=${iso(60)}`);
    const response = await page.goto(oldGroup!.url.replace('/excursions_old/', '/excursions/'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);

    await page.goto('/');
    await page.evaluate(() => {
      history.pushState({}, '', '/excursions/pskov-obzornye/no-such-excursion/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  });

  test('nothing found offers a wider search that finds something', async ({ page }) => {
    await page.goto(`/excursions/?date_from=${iso(1)}&date_to=${iso(1)}&tourists=50`);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('link', { name: 'Искать для 1 туриста' }).click();
    await expect(page).toHaveURL(/tourists=1/);
    await expect(page.locator('.catalogue-card').first()).toBeVisible();
  });

  phoneLayoutTest(
    'phone: the bar follows the booking: a date to choose, then the choice and its total, then the way to the cart',
    async ({ page }) => {
      await page.goto('/excursions/pskov-obzornye/pskovskij-kreml/');
      const bar = page.getByRole('region', { name: 'Цена и запись' });
      const form = page.getByRole('form', { name: 'Расписание и запись' });
      const toPageEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Nothing is chosen for the tourist: the bar asks for a date, the form says what it waits for.
      await bar.getByRole('link', { name: 'Выбрать дату' }).click();
      await expect(form.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(form.getByText('Выберите дату и время')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Добавить в корзину' })).toBeDisabled();

      const session = form.getByRole('radio').first();
      const when = (await session.locator('xpath=..').locator('.event-option__date').textContent())!;
      await session.check();
      await toPageEnd();
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText(`${when.replace(/\s+/g, ' ').trim()}`);
      await expect(bar).toContainText(/1\s+турист/);
      await bar.getByRole('link', { name: 'Продолжить' }).click();
      await expect(bar).toBeHidden();

      await form.getByRole('button', { name: 'Добавить в корзину' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Добавлено в корзину' });
      await expect(notice.getByRole('link', { name: 'Перейти в корзину' })).toBeVisible();
      await toPageEnd();
      await expect(bar).toContainText('В корзине');
      // The notice rises above the bar: both ways to the cart can be pressed.
      const toCart = bar.getByRole('link', { name: 'Перейти в корзину' });
      await expect(toCart).toBeInViewport();
      expect(await violations(page)).toEqual([]);
      const [noticeBox, barBox] = [await notice.locator('.toast').boundingBox(), await bar.boundingBox()];
      expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(barBox!.y);
      await toCart.click();
      await expect(page).toHaveURL(/\/cart\/$/);
      await expect(page.getByRole('heading', { name: 'Корзина' })).toBeVisible();
    },
  );

  phoneLayoutTest(
    'phone: the excursion page reads picture, facts, what it is, then one booking, with a bar always in reach',
    async ({ page }) => {
      await page.goto('/excursions/pskov-obzornye/pskovskij-kreml/');
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y;
      const picture = await top('.gallery');
      const facts = await top('.facts');
      const about = await top('#about-title');
      const booking = await top('.booking');
      expect(picture).toBeLessThan(facts);
      expect(facts).toBeLessThan(about);
      expect(about).toBeLessThan(booking);

      // One set of tourist pickers on the page, and the time slots are not a box of their own.
      await expect(page.locator('.stepper')).toHaveCount(4);
      await expect(page.getByRole('form', { name: 'Даты экскурсии' }).locator('.stepper')).toHaveCount(0);
      const slots = page.locator('.event-options');
      expect(await slots.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);

      const bar = page.getByRole('region', { name: 'Цена и запись' });
      await expect(bar).toBeInViewport();
      await bar.getByRole('link', { name: 'Выбрать дату' }).click();
      const form = page.getByRole('form', { name: 'Расписание и запись' });
      await expect(form).toBeInViewport();
      // It points to the booking, and steps aside so as not to cover it: the button is clear.
      await expect(bar).toBeHidden();
      const add = form.getByRole('button', { name: 'Добавить в корзину' });
      await add.scrollIntoViewIfNeeded();
      await expect(bar).toBeHidden();
      expect(
        await add.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height - 2));
        }),
      ).toBe(true);
      // Away from the booking again (the page's end), the bar is back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar).toBeInViewport();
    },
  );

  phoneLayoutTest(
    'phone: the search is one line above the results, and opens to change it',
    async ({ page }) => {
      await page.goto(`/excursions/?date_from=${iso(0)}&date_to=${iso(7)}&tourists=2`);
      const summary = page.getByRole('button', { name: /Изменить$/ });
      await expect(summary).toContainText('2 туриста');
      await expect(page.getByRole('form', { name: 'Поиск экскурсий' })).toBeHidden();
      const firstCard = await page.locator('.catalogue-card').first().boundingBox();
      expect(firstCard!.y).toBeLessThan(page.viewportSize()!.height);
      await summary.click();
      await expect(page.getByRole('form', { name: 'Поиск экскурсий' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Свернуть$/ })).toHaveAttribute('aria-expanded', 'true');
    },
  );

  // The calendar's days, keys and limits: tests/component/calendar.test.tsx. Here a real finger on a
  // real phone screen: the button and the day are where a tap lands.
  phoneLayoutTest(
    'on a phone, a tap opens the calendar beside a date field and a tap on a day fills the field and the search',
    async ({ page }) => {
      await page.goto(`/excursions/?date_from=${iso(0)}&date_to=${iso(7)}&tourists=1`);
      await openSearch(page);
      const form = page.getByRole('form', { name: 'Поиск экскурсий' });
      await form
        .locator('.field', { hasText: 'Дата по' })
        .getByRole('button', { name: 'Открыть календарь' })
        .tap();
      const calendar = page.getByRole('dialog', { name: 'Календарь' });
      // Read out as it shows: '16 декабря 2026'.
      const [year, , day] = iso(8).split('-').map(Number) as [number, number, number];
      await calendar.getByRole('button', { name: new RegExp(`^${day}\\s\\S+ ${year}$`) }).tap();
      await expect(calendar).toBeHidden();
      await expect(form.getByLabel('Дата по')).toHaveValue(display(iso(8)));
      await form.getByRole('button', { name: 'Найти' }).tap();
      await expect(page).toHaveURL(new RegExp(`date_from=${iso(0)}&date_to=${iso(8)}&tourists=1$`));
    },
  );
});
