import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';

/** The agency's calendar day (Europe/Moscow): the app's "today" in any time zone. */
export const agencyToday = () =>
  dayjs(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date()));
export const iso = (offsetDays: number, from = agencyToday()) =>
  from.add(offsetDays, 'day').format('YYYY-MM-DD');
/** DD.MM.YYYY of a date, or of a datetime on the agency's (Moscow) calendar, as the app shows it. */
export const display = (iso: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso)
    ? dayjs(iso).format('DD.MM.YYYY')
    : new Intl.DateTimeFormat('ru-RU', {
        timeZone: 'Europe/Moscow',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(iso));

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

/** Every item of a list call (a DRF page of the largest size; the demo's lists hold fewer). */
export async function apiList<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const page = await apiJson<{ count: number; next: string | null; results: T[] }>(
    request,
    `${url}${url.includes('?') ? '&' : '?'}page_size=100`,
  );
  expect(page.next, `${url}: one page`).toBeNull();
  return page.results;
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
 * Opens a page by a navigation inside the app, from a light page the server rendered: its data
 * then comes from the browser's own API calls, which a test can make fail (a page opened by
 * address arrives rendered, data and all, from the server).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/cart/');
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** On a phone a list page's search is one line until opened ('Изменить'); elsewhere nothing to do. */
export async function openSearch(page: Page): Promise<void> {
  const summary = page.locator('.search-panel__summary');
  if (await summary.isVisible()) await summary.click();
}
