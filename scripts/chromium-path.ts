import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The Chromium to drive: CHROMIUM_PATH, else Debian's, else Playwright's own if one is installed. */
export function resolveChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here: that is the normal case.
  }
  return null;
}

/** Flags for this sandbox: no GPU, no sandbox as root, no background traffic to the closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
