/**
 * A page's first load as the server sends it, for `npm run bench -- --against`: the JS and CSS
 * files the page loads and its HTML, each fetched again with `Accept-Encoding: br` and with `gzip`,
 * and the bytes on the wire counted (not decompressed). They change only with the code.
 */
import { request } from 'node:http';
import { type Browser } from '@playwright/test';

export interface Served {
  br: number;
  gzip: number;
  files: number;
}

export interface ServedPage {
  js: Served;
  css: Served;
  html: Served;
}

/** The bytes of one answer's body as sent (compressed as the server chose). */
function bodyBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

async function served(urls: readonly string[]): Promise<Served> {
  const total = { br: 0, gzip: 0, files: urls.length };
  for (const url of urls) {
    total.br += await bodyBytes(url, 'br');
    total.gzip += await bodyBytes(url, 'gzip');
  }
  return total;
}

export async function servedPage(browser: Browser, url: string): Promise<ServedPage> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const files = new Set<string>();
    page.on('response', (response) => {
      const { origin: from, pathname } = new URL(response.url());
      if (from === origin && /\.(js|css)$/.test(pathname)) files.add(response.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = [...files];
    return {
      js: await served(all.filter((file) => file.endsWith('.js'))),
      css: await served(all.filter((file) => file.endsWith('.css'))),
      html: await served([page.url()]),
    };
  } finally {
    await context.close();
  }
}
