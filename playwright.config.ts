import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './scripts/chromium-path.ts';

/**
 * Workers re-read this file; the first read picks a free port and a throwaway database and hands
 * them on through the environment, so every run has its own server and data.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATABASE_PATH ??= join(mkdtempSync(join(tmpdir(), 'storefront-e2e-')), 'e2e.sqlite');
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: resolveChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `${baseURL}/api/configs/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATABASE_PATH: process.env.E2E_DATABASE_PATH,
      API_URL: '',
    },
  },
});
