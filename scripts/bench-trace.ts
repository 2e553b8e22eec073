/**
 * Figures from a Chrome trace of one page load at 4× CPU (the slowdown Lighthouse's mobile figures
 * assume), for `npm run bench`: main-thread work, long tasks and the time they block, script time,
 * the style recalculations and layouts before the first paint, and the LCP element with its render
 * time. Real tasks timed on this machine, not a simulation: they move with the machine's load far
 * less than Lighthouse's simulated TBT, and the counts not at all.
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromium-path.ts';
import { CPU_SLOWDOWN } from './bench-repeat-visit.ts';
import { traceFigures, type TraceEvent, type TraceFigures } from './trace-figures.ts';

const CATEGORIES = [
  '-*',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
].join(',');

/** Lighthouse's mobile screen, so the LCP element is the one its figures speak of. */
const MOBILE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

// In-page code as text: this script is type-checked for Node, without the DOM's types.
const LCP_ELEMENT = `new Promise((resolve) => {
  const describe = (el) => {
    if (!el) return '(no longer in the page)';
    const cls = el.classList.length ? '.' + el.classList[0] : '';
    const what = el.tagName === 'IMG' ? (el.currentSrc || el.src).split('/').pop() : (el.textContent || '').trim().slice(0, 32);
    return el.tagName.toLowerCase() + cls + (what ? ' "' + what + '"' : '');
  };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    resolve(last ? describe(last.element) : '(none)');
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve('(none)'), 2000);
})`;
// The page has settled: the main thread had an idle moment after the network went quiet.
const IDLE = `new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout: 5000 }))`;

export interface PageTrace extends TraceFigures {
  lcpElement: string;
}

/** Loads `url` once in a fresh context of `browser` at 4× CPU, tracing it. */
export async function tracePage(browser: Browser, url: string): Promise<PageTrace> {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(IDLE);
    const lcpElement = await page.evaluate<string>(LCP_ELEMENT);
    await cdp.send('Tracing.end');
    await complete;
    return { ...traceFigures(events, new URL(url).origin), lcpElement };
  } finally {
    await context.close();
  }
}

/** One traced load of each URL, in a browser of its own. */
export async function traceOnce(executablePath: string, url: string): Promise<PageTrace> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    return await tracePage(browser, url);
  } finally {
    await browser.close();
  }
}
