import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './scripts/chromium-path.ts';
import { resolveDjangoPython } from './scripts/python-path.ts';

/**
 * Workers re-read this file; the first read picks free ports and throwaway databases and hands
 * them on through the environment, so every run has its own servers and data: the storefront over
 * its demo backend, and (the `compat` project) the storefront over a reference Django backend.
 */
function freePorts(count: number): string[] {
  return execFileSync(process.execPath, [
    '-e',
    `const net=require('net');const s=[...Array(${count})].map(()=>net.createServer());` +
      `Promise.all(s.map(x=>new Promise(r=>x.listen(0,'127.0.0.1',r))))` +
      `.then(()=>{console.log(s.map(x=>x.address().port).join(' '));s.forEach(x=>x.close())})`,
  ])
    .toString()
    .trim()
    .split(' ');
}

if (!process.env.E2E_PORT) {
  const [demo, compat, backend] = freePorts(3);
  Object.assign(process.env, { E2E_PORT: demo, COMPAT_PORT: compat, COMPAT_BACKEND_PORT: backend });
}
process.env.E2E_DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), 'storefront-e2e-')), 'e2e.sqlite');
process.env.COMPAT_DB ??= join(mkdtempSync(join(tmpdir(), 'storefront-compat-')), 'compat.sqlite3');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const compatURL = `http://127.0.0.1:${process.env.COMPAT_PORT}`;
const backendURL = `http://127.0.0.1:${process.env.COMPAT_BACKEND_PORT}`;
/** Short-lived access tokens, as the reference backend's settings allow: refreshes happen for real. */
const COMPAT_ACCESS_SECONDS = '120';

/** A server the run starts and waits for: ready once its `/api/configs/` answers. */
const server = (command: string, origin: string, env: Record<string, string | undefined>) => ({
  command,
  url: `${origin}/api/configs/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: env as Record<string, string>,
});

export default defineConfig({
  // Two workers, a spec file to each at a time (its tests in order): 5.4 min instead of 6.5 on two
  // cores. Tests do not share server-side state: each browser context has its own session, accounts
  // are made per test, and armed faults hit only the session that armed them.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    serviceWorkers: 'allow',
    // Recording a trace (a screencast and a DOM snapshot at every step) made each test a quarter to
    // a half slower on two cores, passing or not. It is recorded when a failed test runs again (CI
    // retries once); the failure itself leaves a screenshot. By hand: `--trace on` (decision 042).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: resolveChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  // Projects are dealt to the workers in this order, a file at a time: the long single files (the
  // deployment, the reference backend) go first, so that the two workers end on short files together.
  projects: [
    {
      // The README's deployment: two replicas behind nginx with Redis, in front of the reference
      // Django backend. It starts its own services (tests/deploy/support/deployment.ts).
      name: 'deploy',
      testDir: 'tests/deploy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The storefront against the agency's kind of backend: flows, not layout, so one viewport.
      name: 'compat',
      testDir: 'tests/compat',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: compatURL,
      },
    },
    {
      // Only what depends on the screen (layout, the phone's menu and booking bar, touch, the sheet
      // dialogs), tagged @phone; a flow that is the same at every size runs once, on desktop.
      name: 'mobile',
      testDir: 'tests/e2e',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The tourist's main path in WebKitGTK and Firefox ESR, each driven by its own driver
      // (tests/engines/support): flows, not layout, one browser session per engine.
      name: 'engines',
      testDir: 'tests/engines',
      timeout: 90_000,
    },
  ],
  webServer: [
    // The storefront over its demo backend.
    server('node dist-node/main.js', baseURL, {
      PORT: process.env.E2E_PORT!,
      HOST: '127.0.0.1',
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      API_URL: '',
      // tests/e2e/agency-day.spec.ts stands a page at Moscow midnight with `x-test-now`.
      TEST_CLOCK: '1',
      // The tests read the demo's mail (codes, restore links) and arm faults: /api/dev/*.
      DEMO_DEV_TOOLS: '1',
    }),
    // The reference Django backend, and the storefront in front of it.
    server(`${resolveDjangoPython() ?? 'python3'} tests/compat/django/serve.py`, backendURL, {
      COMPAT_PORT: process.env.COMPAT_BACKEND_PORT!,
      COMPAT_DB: process.env.COMPAT_DB,
      JWT_ACCESS_SECONDS: COMPAT_ACCESS_SECONDS,
      ALLOWED_HOSTS: '127.0.0.1,localhost',
      STOREFRONT_ORIGIN: compatURL,
      COMPAT_QUIET: '1',
    }),
    server('node dist-node/main.js', compatURL, {
      PORT: process.env.COMPAT_PORT!,
      HOST: '127.0.0.1',
      API_URL: backendURL,
    }),
  ],
});
