import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** What an injected script would have written, had it run. */
const injected = (page: Page) => page.evaluate(() => (window as Window & { injected?: string }).injected);

test.describe('the Content-Security-Policy', () => {
  test('refuses a script written into the page’s HTML by anyone but its renderer, and the page reports it', async ({
    page,
    cspViolations,
  }) => {
    // As if the backend's HTML had slipped a script past the sanitizer: the server's own answer,
    // its policy included, with one more script in it.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<body>',
          '<body><script>window.injected = "html"</script>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto('/');
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(await injected(page)).toBeUndefined();
    expect(cspViolations.splice(0)).toEqual([
      expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
    ]);
  });

  test('refuses an event handler injected into the page, and the page reports it', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="data:," onerror="window.injected = \'handler\'">',
      ),
    );
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(await injected(page)).toBeUndefined();
    expect(cspViolations.splice(0)).toEqual([
      expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' }),
    ]);
  });
});
