/**
 * Makes sure the tests have what they run on, without ever downloading a browser build: a Chromium
 * (CHROMIUM_PATH, /usr/bin/chromium or Playwright's own); for the compat project, Django with DRF
 * and simplejwt; for the shared session store and the deployment test, Redis and nginx (all
 * Debian's packages). When something is missing and we are root with apt-get, Debian's packages
 * are installed; else one clear line says what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveChromium } from './chromium-path.ts';
import { DJANGO_PACKAGES, resolveDjangoPython } from './python-path.ts';
import {
  resolveFirefox,
  resolveMiniBrowser,
  resolveNginx,
  resolveRedisServer,
  resolveWebKitWebDriver,
  resolveXvfb,
} from './service-paths.ts';

const canInstallWithApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

const missing: string[] = [];
if (!resolveChromium()) missing.push('chromium');
if (!resolveDjangoPython()) missing.push(...DJANGO_PACKAGES);
if (!resolveRedisServer()) missing.push('redis-server');
if (!resolveNginx()) missing.push('nginx');
if (!resolveWebKitWebDriver() || !resolveMiniBrowser()) missing.push('webkit2gtk-driver');
if (!resolveFirefox()) missing.push('firefox-esr');
if (!resolveXvfb()) missing.push('xvfb');

if (missing.length && canInstallWithApt()) {
  console.log(`Installing Debian's ${missing.join(', ')}…`);
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}

const chromium = resolveChromium();
const python = resolveDjangoPython();
if (!chromium) {
  console.error(
    'No Chromium for the e2e tests: install it (Debian: "sudo apt-get install -y chromium") or set CHROMIUM_PATH.',
  );
}
if (!python) {
  console.error(
    `No Django for the compat tests: install it (Debian: "sudo apt-get install -y ${DJANGO_PACKAGES.join(' ')}") or set COMPAT_PYTHON.`,
  );
}
const redis = resolveRedisServer();
const nginx = resolveNginx();
if (!redis || !nginx) {
  console.error(
    'No redis-server or nginx for the session store and deployment tests: install them (Debian: "sudo apt-get install -y redis-server nginx") or set REDIS_SERVER_PATH and NGINX_PATH.',
  );
}
const webkit = resolveWebKitWebDriver() && resolveMiniBrowser();
const firefox = resolveFirefox();
const xvfb = resolveXvfb();
if (!webkit || !firefox || !xvfb) {
  console.error(
    'No WebKitGTK, Firefox or Xvfb for the engines tests: install them (Debian: "sudo apt-get install -y webkit2gtk-driver firefox-esr xvfb") or set WEBKIT_WEBDRIVER_PATH, WEBKIT_BROWSER_PATH, FIREFOX_PATH and XVFB_PATH.',
  );
}
if (!chromium || !python || !redis || !nginx || !webkit || !firefox || !xvfb) process.exit(1);
console.log(
  `Chromium: ${chromium}; Django: ${python}; Redis: ${redis}; nginx: ${nginx}; WebKitGTK: ${webkit}; Firefox: ${firefox}; Xvfb: ${xvfb}`,
);
