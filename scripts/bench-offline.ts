/**
 * Offline figures for `npm run bench`: the time to render a cached catalogue page offline against
 * online (one run each), and what the device keeps after browsing the whole demo catalogue
 * (IndexedDB and Cache Storage, by the browser's estimate and by what the caches hold).
 */
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-path.ts';

// In-page code as text: this script is type-checked for Node, without the DOM's types.
const WORKER_CONTROLS =
  'navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)';
const LINKS_IN_MAIN =
  '[...document.querySelectorAll("main a[href]")].map((link) => new URL(link.href).pathname)';
const STORED_ON_DEVICE = `(async () => {
  const estimate = await navigator.storage.estimate();
  let cacheBytes = 0;
  let cacheEntries = 0;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      const length = Number(response?.headers.get('content-length'));
      cacheBytes += length > 0 ? length : response ? (await response.blob()).size : 0;
      cacheEntries += 1;
    }
  }
  return { usage: estimate.usageDetails ?? {}, cacheBytes, cacheEntries };
})()`;

interface StoredOnDevice {
  usage: Record<string, number>;
  cacheBytes: number;
  cacheEntries: number;
}

const LISTS = ['/excursions/', '/excursions/table/', '/tours/', '/tours/table/', '/hotels/'];
const CATALOGUE = /^\/(excursions|tours|hotels)\/[^?#]+/;

/** Milliseconds from asking for the page to its first catalogue card being drawn. */
async function timeToCatalogue(page: Page, url: string): Promise<number> {
  const start = Date.now();
  await page.goto(url);
  await page.locator('.catalogue-group__title').first().waitFor();
  return Date.now() - start;
}

async function controlledPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(WORKER_CONTROLS);
  return page;
}

export async function offlineFigures(baseUrl: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    // A tourist who has seen the catalogue once: it renders again online, then offline.
    const visit = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const seen = await controlledPage(visit, `${baseUrl}/excursions/`);
    await seen.waitForTimeout(1500); // the query cache is written to IndexedDB once per second
    const online = await timeToCatalogue(await visit.newPage(), `${baseUrl}/excursions/`);
    await visit.setOffline(true);
    const offline = await timeToCatalogue(await visit.newPage(), `${baseUrl}/excursions/`);
    await visit.close();

    // The whole demo catalogue: every list, and every page a list links to.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await controlledPage(context, `${baseUrl}/`);
    const pages = new Set<string>();
    for (const list of LISTS) {
      await page.goto(baseUrl + list, { waitUntil: 'networkidle' });
      const hrefs = await page.evaluate<string[]>(LINKS_IN_MAIN);
      for (const href of hrefs) if (CATALOGUE.test(href) && !LISTS.includes(href)) pages.add(href);
    }
    for (const path of pages) {
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(1500);
    const stored = await page.evaluate<StoredOnDevice>(STORED_ON_DEVICE);
    return { pagesBrowsed: pages.size + LISTS.length, stored, online, offline };
  } finally {
    await browser.close();
  }
}
