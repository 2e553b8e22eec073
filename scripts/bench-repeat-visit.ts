/**
 * The repeat visit for `npm run bench`: a visitor who has been on the site once, its service
 * worker now in control, comes back to a page. What crosses the network then, how much of the
 * JavaScript the worker serves from its precache, and when the `load` event comes with the page's
 * CPU slowed down 4× (as Lighthouse's mobile figures assume).
 *
 * The bytes are counted on the wire, by a TCP relay between the browser and the server: DevTools
 * reports neither the request a worker makes for a page's navigation nor its size.
 */
import { connect, createServer, type Socket } from 'node:net';
import { type BrowserContext, chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-path.ts';

/** The CPU slowdown of the repeat visits, as in Lighthouse's mobile settings. */
export const CPU_SLOWDOWN = 4;

// In-page code as text: this script is type-checked for Node, without the DOM's types.
// (A promise awaited once, not a polled predicate: the pages' CSP forbids the eval polling needs.)
const CONTROLLED_WITHIN_10_S = `navigator.serviceWorker.ready.then(() =>
  navigator.serviceWorker.controller !== null ||
  new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
    setTimeout(() => resolve(navigator.serviceWorker.controller !== null), 10000);
  }))`;
const LOAD_EVENT_MS = 'performance.getEntriesByType("navigation")[0].loadEventStart';

/** One of the page's JavaScript files: from the worker (bytes as given to the page) or the network (as sent). */
interface Script {
  fromWorker: boolean;
  bytes: number;
}

export interface RepeatVisit {
  /** Bytes the server sent while the page loaded, to the page and to its worker. */
  downloaded: number;
  /** JavaScript the page got from the network, not through the worker (bytes as sent). */
  networkJs: { files: number; bytes: number };
  /** JavaScript the worker answered, as it gave it to the page (uncompressed). */
  workerJs: { files: number; bytes: number };
  /** Milliseconds from the navigation's start to the `load` event, at CPU_SLOWDOWN. */
  loadMs: number;
}

/** The browser talks to the relay's origin, which passes everything on to `server` and counts what comes back. */
async function countingRelay(server: URL) {
  let downloaded = 0;
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(server.port), server.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => (downloaded += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    downloaded: () => downloaded,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

async function scriptOf(request: Request): Promise<Script | null> {
  if (!/\.m?js$/.test(new URL(request.url()).pathname)) return null;
  const response = await request.response();
  if (!response) return null;
  if (response.fromServiceWorker()) return { fromWorker: true, bytes: (await response.body()).length };
  const sizes = await request.sizes();
  return { fromWorker: false, bytes: sizes.responseHeadersSize + sizes.responseBodySize };
}

/** A first visit: the worker installs, precaches and takes control (reloading once if it has not). */
async function firstVisit(context: BrowserContext, urls: string[]): Promise<void> {
  const page = await context.newPage();
  await page.goto(urls[0]!, { waitUntil: 'load' });
  if (!(await page.evaluate<boolean>(CONTROLLED_WITHIN_10_S))) {
    await page.reload();
    if (!(await page.evaluate<boolean>(CONTROLLED_WITHIN_10_S))) {
      throw new Error('The service worker did not take control of the page');
    }
  }
  for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
}

async function repeatVisit(
  context: BrowserContext,
  url: string,
  downloaded: () => number,
): Promise<RepeatVisit> {
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts: Promise<Script | null>[] = [];
  const onFinished = (request: Request) => scripts.push(scriptOf(request));
  page.on('requestfinished', onFinished);
  try {
    const before = downloaded();
    await page.goto(url, { waitUntil: 'load' });
    const loadMs = await page.evaluate<number>(LOAD_EVENT_MS);
    await page.waitForLoadState('networkidle');
    const done = (await Promise.all(scripts)).filter((script) => script !== null);
    const total = (fromWorker: boolean) => {
      const list = done.filter((script) => script.fromWorker === fromWorker);
      return { files: list.length, bytes: list.reduce((sum, script) => sum + script.bytes, 0) };
    };
    return {
      downloaded: downloaded() - before,
      networkJs: total(false),
      workerJs: total(true),
      loadMs: Math.round(loadMs),
    };
  } finally {
    page.off('requestfinished', onFinished);
    await page.close();
  }
}

/** Repeat visits to `paths`, after a first visit to each of them. */
export async function repeatVisitFigures(
  baseUrl: string,
  executablePath: string,
  paths: readonly string[],
): Promise<RepeatVisit[]> {
  const relay = await countingRelay(new URL(baseUrl));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 390, height: 844 },
    });
    const urls = paths.map((path) => relay.origin + path);
    await firstVisit(context, urls);
    const visits: RepeatVisit[] = [];
    for (const url of urls) visits.push(await repeatVisit(context, url, relay.downloaded));
    return visits;
  } finally {
    await browser.close();
    await relay.close();
  }
}
