import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import { Builder, By, until, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../../scripts/free-port.ts';
import { resolveMiniBrowser, resolveWebKitWebDriver, resolveXvfb } from '../../../scripts/service-paths.ts';
import type { Engine } from './engine.ts';

const WAIT_MS = 20_000;

/** What an iPhone's Safari says it is: the app tells such a visitor how to add it to the home screen. */
export const IOS_SAFARI_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** A screen of its own: MiniBrowser has no headless mode. Xvfb picks a free display and says which. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = resolveXvfb();
  if (!xvfb) throw new Error('No Xvfb: run `npm run test:deps`.');
  const child = spawn(xvfb, ['-displayfd', '1', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  return { display: `:${chunk.toString().trim()}`, process: child };
}

async function startDriver(display: string): Promise<{ url: string; process: ChildProcess }> {
  const binary = resolveWebKitWebDriver();
  if (!binary) throw new Error('No WebKitWebDriver: run `npm run test:deps`.');
  const port = await freePort();
  const child = spawn(binary, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The driver says nothing when it listens: its /status answers then.
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    await delay(50);
  }
  child.kill();
  throw new Error('WebKitWebDriver did not start');
}

/**
 * In a document the driver has just opened: collects its script errors and console errors (React
 * reports a failed hydration through both). Classic WebDriver has no console of its own, so this
 * goes in as soon as the new document answers, while it loads. Says whether that was before the
 * app hydrated; null while the document left still answers.
 */
function watchErrors(): 'early' | 'late' | null {
  const page = window as unknown as { engineErrors?: string[]; engineLeft?: boolean };
  if (page.engineLeft) return null;
  if (page.engineErrors) return 'late';
  const errors: string[] = (page.engineErrors = []);
  window.addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    log(...args);
  };
  return document.readyState === 'loading' || '$_TSR' in window ? 'early' : 'late';
}

/**
 * WebKitGTK's MiniBrowser under Debian's WebKitWebDriver (classic WebDriver) through
 * selenium-webdriver, on a screen of Xvfb's. The session says it is an iPhone's Safari.
 */
export async function startWebKit(): Promise<Engine> {
  const browser = resolveMiniBrowser();
  if (!browser) throw new Error('No MiniBrowser: run `npm run test:deps`.');
  const screen = await startXvfb();
  const driver = await startDriver(screen.display).catch((error: unknown) => {
    screen.process.kill();
    throw error;
  });
  let session: WebDriver;
  try {
    session = await new Builder()
      .usingServer(driver.url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // `get` returns as the navigation starts, so the error watch goes in while the page loads.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: browser,
          args: ['--automation', `--user-agent=${IOS_SAFARI_AGENT}`],
        },
      })
      .build();
    await session.manage().window().setRect({ width: 1280, height: 800 });
    // A command that waits on a page fails within the tests' own patience instead of the default 5 min.
    await session.manage().setTimeouts({ pageLoad: WAIT_MS, script: WAIT_MS });
  } catch (error) {
    driver.process.kill();
    screen.process.kill();
    throw error;
  }
  // A worker that is stopped mid-test must not leave its screen and driver behind.
  const stopProcesses = () => {
    driver.process.kill();
    screen.process.kill();
  };
  process.once('exit', stopProcesses);
  let early = true;
  const shown = async (xpath: string) => {
    const element = await session.wait(until.elementLocated(By.xpath(xpath)), WAIT_MS, xpath);
    await session.wait(until.elementIsVisible(element), WAIT_MS, xpath);
    return element;
  };
  return {
    name: 'webkit',
    async goto(url) {
      await session.executeScript(() => {
        (window as unknown as { engineLeft: boolean }).engineLeft = true;
      });
      await session.get(url);
      const watched = await session.wait(
        () => session.executeScript<'early' | 'late' | null>(watchErrors).catch(() => null),
        WAIT_MS,
        `${url} did not open`,
      );
      early = watched === 'early';
    },
    run: (fn, ...args) => session.executeScript(fn, ...args),
    async click(xpath) {
      const element = await shown(xpath);
      // Into the middle of the window, clear of the sticky header the driver would press instead.
      await session.executeScript((target: Element) => target.scrollIntoView({ block: 'center' }), element);
      await element.click();
    },
    async type(xpath, text) {
      await (await shown(xpath)).sendKeys(text);
    },
    errors: async () =>
      (await session.executeScript<string[] | null>(
        () => (window as unknown as { engineErrors?: string[] }).engineErrors ?? null,
      )) ?? [],
    watchedFromStart: () => early,
    async close() {
      await session.quit().catch(() => undefined);
      process.off('exit', stopProcesses);
      stopProcesses();
    },
  };
}
