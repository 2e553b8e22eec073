import type { Page } from '@playwright/test';
import { expect, phoneLayoutTest, test } from './fixtures';
import { agencyToday, apiList, iso, isMobile, pricePattern, openInApp } from './catalogue-helpers';

interface Banner {
  id: number;
  title: string;
  text: string;
  link: string;
  image: string;
}
interface MainGroup {
  title: string;
  url: string;
  count: number;
  price_from: number | null;
}

const slider = (page: Page) => page.locator('[aria-roledescription="карусель"]');
const slides = (page: Page) => slider(page).locator('[aria-roledescription="слайд"]');
/** The slide a visitor sees: the only one that is not inert. */
const visibleSlide = (page: Page) => slides(page).and(page.locator(':not([inert])'));

async function expectSlide(page: Page, index: number, banners: Banner[]) {
  await expect(visibleSlide(page)).toHaveAttribute('aria-label', `${index + 1} из ${banners.length}`);
  await expect(visibleSlide(page).getByRole('link')).toContainText(banners[index]!.title);
  // The slide has come to rest inside the slider's box.
  await expect
    .poll(async () => {
      const box = await slider(page).boundingBox();
      const slide = await visibleSlide(page).boundingBox();
      return box && slide ? Math.round(slide.x - box.x) : null;
    })
    .toBe(0);
}

test.describe('the home page', () => {
  test('shows the banners and the tour and excursion groups the API returns', async ({ page, request }) => {
    const [sliderBanners, right, blue, tourGroups, excursionGroups] = await Promise.all([
      apiList<Banner>(request, '/api/banners/main_offers_slider/'),
      apiList<Banner>(request, '/api/banners/main_offers_right/'),
      apiList<Banner>(request, '/api/banners/main_blue_banners/'),
      apiList<MainGroup>(request, '/api/main/group_tours/'),
      apiList<MainGroup>(request, '/api/main/group_excursions/'),
    ]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Экскурсии, туры и отели Псковской области',
    );

    await expect(slides(page)).toHaveCount(sliderBanners.length);
    const firstSlideImage = slides(page).first().locator('img');
    await expect(firstSlideImage).toHaveAttribute('src', sliderBanners[0]!.image);
    await expect(firstSlideImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstSlideImage).toHaveAttribute('loading', 'eager');
    await expect(visibleSlide(page).getByRole('link')).toHaveAttribute('href', sliderBanners[0]!.link);

    const offers = page.getByRole('list', { name: 'Предложения' });
    for (const banner of right.slice(0, 2)) {
      const link = offers.getByRole('link', { name: new RegExp(banner.title) });
      await expect(link).toHaveAttribute('href', banner.link);
      await expect(link.locator('img')).toHaveAttribute('width', '512');
    }
    const selling = page.getByRole('list', { name: 'Почему с нами удобно' });
    for (const banner of blue) {
      await expect(
        selling.getByRole('link', { name: new RegExp(`${banner.title}.*${banner.text}`) }),
      ).toHaveAttribute('href', banner.link);
    }

    for (const [heading, groups] of [
      ['Туры', tourGroups],
      ['Экскурсии', excursionGroups],
    ] as const) {
      const section = page.getByRole('region', { name: heading, exact: true });
      await expect(section.getByRole('listitem')).toHaveCount(groups.length);
      for (const group of groups) {
        const card = section.getByRole('link', { name: new RegExp(group.title) });
        await expect(card).toHaveAttribute('href', group.url);
        if (group.price_from !== null) await expect(card).toContainText(pricePattern(group.price_from));
      }
    }
  });

  test('the slider turns with its arrow buttons and with the arrow keys', async ({ page, request }) => {
    const banners = await apiList<Banner>(request, '/api/banners/main_offers_slider/');
    expect(banners.length).toBeGreaterThan(2);
    await page.goto('/');
    await expectSlide(page, 0, banners);

    await slider(page).getByRole('button', { name: 'Вперёд' }).click();
    await expectSlide(page, 1, banners);
    await slider(page).getByRole('button', { name: 'Назад' }).click();
    await expectSlide(page, 0, banners);

    // Keyboard only: Tab reaches the buttons, Enter and the arrow keys turn the slides.
    await slider(page).getByRole('button', { name: 'Назад' }).focus();
    await page.keyboard.press('Enter');
    await expectSlide(page, banners.length - 1, banners);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 0, banners);
    await page.keyboard.press('ArrowRight');
    await expectSlide(page, 1, banners);
    await page.keyboard.press('ArrowLeft');
    await expectSlide(page, 0, banners);

    // Only the slide in view is reachable: hidden slides' links are inert.
    await expect(slides(page).nth(1)).toHaveAttribute('inert', '');
  });

  test(
    'the slider turns with a swipe (a finger on a phone, a mouse drag on a desktop)',
    { tag: '@phone' },
    async ({ page, request }) => {
      const banners = await apiList<Banner>(request, '/api/banners/main_offers_slider/');
      await page.goto('/');
      await slider(page).scrollIntoViewIfNeeded();
      const box = (await slider(page).boundingBox())!;
      const y = box.y + box.height / 2;
      const start = box.x + box.width * 0.75;
      const end = box.x + box.width * 0.2;

      if (isMobile(page)) {
        const cdp = await page.context().newCDPSession(page);
        const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: x === undefined ? [] : [{ x, y }],
          });
        await touch('touchStart', start);
        for (let step = 1; step <= 8; step++) await touch('touchMove', start + ((end - start) * step) / 8);
        await touch('touchEnd');
      } else {
        await page.mouse.move(start, y);
        await page.mouse.down();
        await page.mouse.move(end, y, { steps: 8 });
        await page.mouse.up();
      }
      await expectSlide(page, 1, banners);
      // A swipe is not a click: the slide's link was not followed.
      await expect(page).toHaveURL(/\/$/);

      // Back the other way.
      if (!isMobile(page)) {
        await page.mouse.move(end, y);
        await page.mouse.down();
        await page.mouse.move(start, y, { steps: 8 });
        await page.mouse.up();
        await expectSlide(page, 0, banners);
      }
    },
  );

  test('the catalogue entries carry the default searches', async ({ page }) => {
    await page.goto('/');
    const entries = page.getByRole('region', { name: 'Подобрать поездку' });
    const excursions = new URL(
      (await entries.getByRole('link', { name: 'Экскурсии' }).getAttribute('href'))!,
      'http://x',
    );
    expect(excursions.pathname).toBe('/excursions/');
    expect(Object.fromEntries(excursions.searchParams)).toEqual({
      date_from: iso(0),
      date_to: iso(7),
      tourists: '1',
    });

    const friday = agencyToday().add((5 - agencyToday().day() + 7) % 7 || 7, 'day');
    const hotels = new URL(
      (await entries.getByRole('link', { name: 'Отели' }).getAttribute('href'))!,
      'http://x',
    );
    expect(hotels.pathname).toBe('/hotels/');
    expect(Object.fromEntries(hotels.searchParams)).toEqual({
      date_from: friday.format('YYYY-MM-DD'),
      date_to: friday.add(3, 'day').format('YYYY-MM-DD'),
      room: '2',
    });
    await expect(entries.getByRole('link', { name: 'Туры' })).toHaveAttribute('href', '/tours/');
  });

  test(
    'nothing on the first screen shifts while the banners and groups arrive',
    { tag: '@phone' },
    async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await expect(slides(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts).toBeLessThanOrEqual(0.02);
    },
  );

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    test('a list that fails to load is logged and steps aside; the rest of the page works', async ({
      page,
      request,
    }) => {
      const tourGroups = await apiList<MainGroup>(request, '/api/main/group_tours/');
      await page.route(
        (url) => url.pathname === '/api/banners/main_offers_slider/',
        (route) => route.fulfill({ status: 500, json: {} }),
      );
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await openInApp(page, '/');
      const tours = page.getByRole('region', { name: 'Туры', exact: true });
      await expect(tours.getByRole('link', { name: new RegExp(tourGroups[0]!.title) })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Предложения' })).toBeVisible();
      await expect.poll(() => logged.some((text) => text.includes('слайдер'))).toBe(true);
      await expect(slider(page)).toHaveCount(0);
    });
  });

  phoneLayoutTest(
    'a phone’s first screen shows pictures and a way into each catalogue with its price',
    async ({ page }) => {
      await page.goto('/');
      const tiles = page.locator('.entry-links__item');
      await expect(tiles).toHaveCount(3);
      for (const index of [0, 1, 2]) {
        const tile = tiles.nth(index);
        await expect(tile).toBeInViewport({ ratio: 1 });
        await expect(tile.locator('img')).toBeVisible();
        await expect(tile).toContainText(/от\s[\d\s]+,00\s₽/);
      }
    },
  );

  test('the slider’s arrows never cover a slide’s title', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('.offer-card--slide').first();
    await slide.scrollIntoViewIfNeeded();
    const title = (await slide.locator('.offer-card__title').boundingBox())!;
    for (const arrow of await page.locator('.offers-slider__arrow').all()) {
      const box = (await arrow.boundingBox())!;
      const overlaps =
        box.x < title.x + title.width &&
        title.x < box.x + box.width &&
        box.y < title.y + title.height &&
        title.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });
});
