import puppeteer from 'puppeteer-core';
import { resolveFirefox } from '../../../scripts/service-paths.ts';
import type { Engine } from './engine.ts';

const WAIT_MS = 20_000;

/**
 * Debian's Firefox ESR over WebDriver BiDi, which Firefox carries itself (no geckodriver), through
 * puppeteer-core. Its console and script errors are followed across the session's pages.
 */
export async function startFirefox(): Promise<Engine> {
  const executablePath = resolveFirefox();
  if (!executablePath) throw new Error('No Firefox: run `npm run test:deps`.');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
  });
  const page = await browser.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const shown = (xpath: string) => page.locator(`::-p-xpath(${xpath})`).setVisibility('visible');
  return {
    name: 'firefox',
    async goto(url) {
      errors.length = 0;
      await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
    },
    // puppeteer's handle-aware typing of the arguments does not fit the JSON-only ones here.
    run: (fn, ...args) => page.evaluate(fn as (...values: unknown[]) => unknown, ...args) as never,
    async click(xpath) {
      await shown(xpath).click();
    },
    async type(xpath, text) {
      const field = await shown(xpath).waitHandle();
      await field.type(text);
    },
    errors: async () => [...errors],
    watchedFromStart: () => true,
    close: () => browser.close(),
  };
}
