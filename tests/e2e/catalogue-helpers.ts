import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';

export const iso = (offsetDays: number, from = dayjs()) => from.add(offsetDays, 'day').format('YYYY-MM-DD');
export const display = (isoDate: string) => dayjs(isoDate).format('DD.MM.YYYY');

/** '12 500,00 ₽' with any kind of spaces, as a pattern. */
export function pricePattern(roubles: number): RegExp {
  const [whole, cents] = roubles.toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '\\s');
  return new RegExp(`${grouped},${cents}\\s₽`);
}

export async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Types into a masked date field the way a visitor does: digits only, the mask adds the dots. */
export async function typeDate(field: Locator, isoDate: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(dayjs(isoDate).format('DDMMYYYY'));
  await expect(field).toHaveValue(display(isoDate));
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Pages arrive with the answers to their API calls inside the HTML (server/web/page-preload.ts).
 * A test that makes one of those calls fail in the browser first takes the answers out, as if
 * the page came from the service worker's shell, so the app really asks the network.
 */
export async function withoutPreloadedAnswers(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="api-preload">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}
