/**
 * Makes sure a Chromium is there for the e2e tests without ever downloading a browser build:
 * CHROMIUM_PATH, /usr/bin/chromium or Playwright's own; else Debian's package when we are root
 * with apt-get; else one clear line saying what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveChromium } from './chromium-path.ts';

function canInstallWithApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

let path = resolveChromium();
if (!path && canInstallWithApt()) {
  console.log('No Chromium found: installing Debian’s chromium package…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  path = resolveChromium();
}
if (!path) {
  console.error(
    'No Chromium for the e2e tests: install it (Debian: "sudo apt-get install -y chromium") or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
console.log(`Chromium: ${path}`);
