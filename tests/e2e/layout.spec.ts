import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { apiList } from './catalogue-helpers';
import { expect, phoneLayoutTest, test } from './fixtures';

type Config = Record<string, string>;

interface MenuItem {
  title: string;
  url: string;
  children: MenuItem[];
}

const OFFICES = [
  { key: 'PSKOV', title: 'Офис в Пскове' },
  { key: 'MOSCOW', title: 'Офис в Москве' },
] as const;

const SOCIALS = [
  ['SOCIALS_VK', 'ВКонтакте'],
  ['SOCIALS_TG', 'Telegram'],
  ['SOCIALS_VIBER', 'Viber'],
  ['SOCIALS_WHATSAPP', 'WhatsApp'],
  ['SOCIALS_MAX', 'MAX'],
] as const;

const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;

/**
 * Changes site config values in the test server's database for one test (the demo backend
 * reads them on every request) and gives back a function that restores them.
 */
function changeConfig(values: Config): () => void {
  const path = process.env.E2E_DATABASE_PATH;
  if (!path) throw new Error('E2E_DATABASE_PATH is set by playwright.config.ts');
  const db = new DatabaseSync(path, { timeout: 5000 });
  const read = db.prepare('SELECT value FROM site_config WHERE key = ?');
  const write = db.prepare('INSERT OR REPLACE INTO site_config (key, value) VALUES (?, ?)');
  const before = Object.keys(values).map((key): [string, string | undefined] => [
    key,
    (read.get(key) as { value: string } | undefined)?.value,
  ]);
  for (const [key, value] of Object.entries(values)) write.run(key, value);
  return () => {
    for (const [key, value] of before) {
      if (value === undefined) db.prepare('DELETE FROM site_config WHERE key = ?').run(key);
      else write.run(key, value);
    }
    db.close();
  };
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('navigation')).toBeVisible();
}

test.describe('header and footer', () => {
  test(
    'header and footer show the phone, offices, socials and policy the config sets; no counter without code',
    { tag: '@phone' },
    async ({ page, request }) => {
      const config = (await (await request.get('/api/configs/')).json()) as Config;
      await openHome(page);
      const phone = page.getByRole('banner').getByRole('link', { name: config.HEADER_PHONE! });
      await expect(phone).toHaveAttribute('href', telHref(config.HEADER_PHONE!));
      const footer = page.getByRole('contentinfo');

      for (const office of OFFICES) {
        const block = footer.getByRole('region', { name: office.title });
        const value = (suffix: string) => config[`OFFICE_${office.key}_${suffix}`]?.trim();
        const items = block.getByRole('listitem');
        const expected = [
          value('ADDRESS_1'),
          value('ADDRESS_2'),
          value('PHONE_1'),
          value('PHONE_2'),
          value('EMAIL'),
          value('SCHEDULE'),
        ].filter(Boolean);
        await expect(items).toHaveText(expected as string[]);
        for (const phone of [value('PHONE_1'), value('PHONE_2')].filter(Boolean) as string[]) {
          await expect(block.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
        }
        const email = value('EMAIL');
        if (email)
          await expect(block.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      }

      for (const [key, name] of SOCIALS) {
        const link = footer.getByRole('link', { name, exact: true });
        if (config[key]) await expect(link).toHaveAttribute('href', config[key]);
        else await expect(link).toHaveCount(0);
      }
      await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
        'href',
        '/about/policy/',
      );
      await expect(footer.getByText(/Разработка сайта/)).toBeVisible();

      expect(config.COUNTERS_HEAD ?? '').toBe('');
      await page.waitForLoadState('load');
      await expect(page.locator('[data-counter]')).toHaveCount(0);
    },
  );

  test('an office item or social link that is not set is not shown', async ({ page, request }) => {
    const config = (await (await request.get('/api/configs/')).json()) as Config;
    const phone = config.OFFICE_MOSCOW_PHONE_2!;
    const email = config.OFFICE_PSKOV_EMAIL!;
    const restore = changeConfig({ OFFICE_MOSCOW_PHONE_2: '', OFFICE_PSKOV_EMAIL: '', SOCIALS_MAX: '' });
    try {
      await openHome(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('region', { name: 'Офис в Москве' })).toContainText(
        config.OFFICE_MOSCOW_PHONE_1!,
      );
      await expect(footer.getByRole('link', { name: phone })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: email })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'MAX', exact: true })).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Telegram', exact: true })).toBeVisible();
    } finally {
      restore();
    }
  });

  test('counter code from COUNTERS_HEAD runs once the page has loaded', async ({ page }) => {
    const restore = changeConfig({
      COUNTERS_HEAD: '<script>window.__counterRuns = (window.__counterRuns || 0) + 1;</script>',
    });
    try {
      await openHome(page);
      await page.waitForFunction(() => (window as { __counterRuns?: number }).__counterRuns === 1);
      await expect(page.locator('head script[data-counter]')).toHaveCount(1);
    } finally {
      restore();
    }
  });
});

test.describe('the menu', () => {
  phoneLayoutTest(
    'mobile: the burger opens the menu by keyboard; Escape closes it and focus returns',
    async ({ page, request }) => {
      const menus = (await (await request.get('/api/menus/')).json()) as { header_menu: MenuItem[] };
      const withChildren = menus.header_menu.find((item) => item.children.length > 0)!;
      await openHome(page);
      await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();

      const burger = page.getByRole('button', { name: 'Меню', exact: true });
      await burger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Меню', exact: true });
      await expect(menu).toBeVisible();
      // The page behind the modal sheet is inert, the burger too: look it up by its class.
      await expect(page.locator('.site-header__burger')).toHaveAttribute('aria-expanded', 'true');
      for (const item of menus.header_menu) {
        await expect(menu.getByRole('link', { name: item.title, exact: true }).first()).toBeVisible();
      }

      const toggle = menu.getByRole('button', { name: `${withChildren.title}: подменю` });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const child of withChildren.children) {
        await expect(menu.getByRole('link', { name: child.title, exact: true })).toBeVisible();
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();
      await expect(burger).toHaveAttribute('aria-expanded', 'false');

      // A link in the menu navigates and closes it.
      await burger.click();
      const child = withChildren.children[0]!;
      await menu.getByRole('button', { name: `${withChildren.title}: подменю` }).click();
      await menu.getByRole('link', { name: child.title, exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(child.url);
      await expect(menu).toBeHidden();
    },
  );

  test('desktop: a dropdown opens on hover and by keyboard, with its children and banner', async ({
    page,
    request,
  }) => {
    const menus = (await (await request.get('/api/menus/')).json()) as { header_menu: MenuItem[] };
    const banners = await apiList<{ title: string; link: string }>(request, '/api/banners/header_dropdowns/');
    const item = menus.header_menu.find((entry) => entry.children.length > 0)!;
    const banner = banners.find((entry) => entry.link.startsWith(item.url));
    await openHome(page);
    await expect(page.getByRole('button', { name: 'Меню', exact: true })).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    const toggle = nav.getByRole('button', { name: `${item.title}: подменю` });
    const firstChild = nav.getByRole('link', { name: item.children[0]!.title, exact: true });
    await expect(firstChild).toBeHidden();

    await nav.getByRole('link', { name: item.title, exact: true }).hover();
    await expect(firstChild).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    if (banner) await expect(nav.getByRole('link', { name: banner.title })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(firstChild).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(firstChild).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: item.title, exact: true }).last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(firstChild).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(firstChild).toBeVisible();
    await toggle.click();
    await expect(firstChild).toBeHidden();
  });

  test('desktop: Tab follows the header as it reads, the contact row (phone, search, links) before the logo and the menu', async ({
    page,
  }) => {
    await openHome(page);
    const banner = page.getByRole('banner');
    const order = [
      banner.getByRole('link', { name: /\+7/ }),
      banner.getByRole('combobox', { name: 'Поиск' }),
      banner.getByRole('link', { name: 'Избранное' }),
      banner.getByRole('button', { name: 'Написать' }),
      banner.getByRole('button', { name: 'Войти' }),
      banner.getByRole('link', { name: /Псков Тур/ }),
    ];
    await order[0]!.focus();
    for (const next of order.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
  });

  test('desktop: the about panel holds both offices', async ({ page, request }) => {
    const config = (await (await request.get('/api/configs/')).json()) as Config;
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    await nav.getByRole('button', { name: 'О компании: подменю' }).click();
    for (const office of OFFICES) {
      await expect(nav.getByText(office.title)).toBeVisible();
      await expect(nav.getByRole('link', { name: config[`OFFICE_${office.key}_PHONE_1`] })).toBeVisible();
    }
  });
});

test.describe('dialogs', () => {
  test(
    'the sign-in dialog opens from Войти; Escape closes it and focus returns',
    { tag: '@phone' },
    async ({ page }) => {
      await openHome(page);
      const login = page.getByRole('button', { name: 'Войти' });
      await login.click();
      const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
      await expect(dialog).toBeVisible();
      // Focus starts in the form; the tabs switch by the arrow keys.
      await expect(dialog.getByRole('form', { name: 'Вход по логину' }).getByLabel('E-mail')).toBeFocused();
      await dialog.getByRole('tab', { name: 'По логину' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByRole('tab', { name: 'По почте' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(login).toBeFocused();

      await login.click();
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await expect(dialog).toBeHidden();
      await expect(login).toBeFocused();
    },
  );

  test('desktop: Написать opens the feedback dialog; a press on the backdrop closes it', async ({ page }) => {
    await openHome(page);
    const write = page.getByRole('button', { name: 'Написать' });
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'Написать нам' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await expect(write).toBeFocused();
  });

  phoneLayoutTest(
    'mobile: Написать in the menu opens the feedback dialog as a full-screen sheet',
    async ({ page }) => {
      await openHome(page);
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Меню', exact: true })
        .getByRole('button', { name: 'Написать' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Написать нам' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.width).toBe(390);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  );

  test('/?login opens the sign-in dialog on load; a route change closes it', async ({ page }) => {
    await page.goto('/?login');
    const dialog = page.getByRole('dialog', { name: 'Вход в личный кабинет' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab')).toHaveText(['По логину', 'По почте']);
    await page.evaluate(() => {
      history.pushState({}, '', '/tours/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/tours\/$/);
    await expect(dialog).toBeHidden();
  });
});

/**
 * A feature's class refines a shared layout beside it (`class="stack order"`) with rules of the same
 * weight, so the shared layouts (src/shared/ui/styles/layout.css) must stand before every feature's
 * rules in the one stylesheet; the bundler orders it by import, which is easy to upset.
 */
test('the shared layouts come first in the stylesheet, before any feature refines them', async ({ page }) => {
  await page.goto('/');
  const selectors = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : '')),
  );
  // The minifier may join rules with the same declarations (`.a,.b{…}`).
  const at = (selector: string) => {
    const index = selectors.findIndex((text) => text.split(',').some((part) => part.trim() === selector));
    expect(index, selector).toBeGreaterThanOrEqual(0);
    return index;
  };
  const shared = ['.visually-hidden', '.detail-layout', '.stack', '.spread', '.plain-button', '.tile-link'];
  const refining = [
    ':root',
    '.account-entry',
    '.site-header',
    '.tour-layout',
    '.cart-layout',
    '.trip-change',
  ];
  expect(Math.max(...shared.map(at))).toBeLessThan(Math.min(...refining.map(at)));
});

/**
 * The server renders no one's session, so the account entry is a placeholder until the page
 * hydrates; since the modules load after the first paint (scripts/vite-router-manifest.ts), any
 * difference between the two is a shift the visitor sees. The placeholder keeps the anonymous
 * button's box, so nothing in the header moves.
 */
test('nothing in the header moves when the page hydrates', { tag: '@phone' }, async ({ page }) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { headerShifts: string[] }).headerShifts = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources: Array<{ node?: Node }> }>)
        for (const source of entry.sources)
          if (source.node instanceof Element && source.node.closest('header'))
            moved.push(source.node.className);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/excursions/', '/cart/']) {
    await page.goto(path);
    // Hydrated: the placeholder has become the sign-in button.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Войти' })).toBeVisible();
    // Shifts are reported after the frame that drew them: two frames on, every one is in.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts)).toEqual(
      [],
    );
  }
});

phoneLayoutTest("on a phone every link of the footer is a finger's height", async ({ page }) => {
  await page.goto('/');
  const short = await page
    .locator('footer a')
    .evaluateAll((links) =>
      links
        .filter((link) => link.getBoundingClientRect().height < 44)
        .map((link) => `${link.textContent?.trim()}: ${link.getBoundingClientRect().height}px`),
    );
  expect(short).toEqual([]);
});
