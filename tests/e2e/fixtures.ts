import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Resolves once the app has hydrated the server's HTML (the router removes its bootstrap data
 * then): before that, buttons have no handlers yet and links load the next page from the server.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
}

/**
 * The `page` of every test: `goto` and `reload` return once the page is the app's, hydrated, as a
 * visitor would use it (a document that is not the app, or a page without scripts, is not waited for).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const settle = async <T extends Awaited<ReturnType<Page['goto']>>>(response: T): Promise<T> => {
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? true;
      if (javaScriptEnabled && html) await hydrated(page);
      return response;
    };
    page.goto = async (url, options) => settle(await goto(url, options));
    page.reload = async (options) => settle(await reload(options));
    await use(page);
  },
});
