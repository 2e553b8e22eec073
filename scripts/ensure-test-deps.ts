/**
 * Makes sure the e2e tests have what they run on, without ever downloading a browser build:
 * a Chromium (CHROMIUM_PATH, /usr/bin/chromium or Playwright's own) and, for the compat project,
 * Django with DRF and simplejwt (Debian's packages). When something is missing and we are root
 * with apt-get, Debian's packages are installed; else one clear line says what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolveChromium } from './chromium-path.ts';
import { DJANGO_PACKAGES, resolveDjangoPython } from './python-path.ts';

const canInstallWithApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

const missing: string[] = [];
if (!resolveChromium()) missing.push('chromium');
if (!resolveDjangoPython()) missing.push(...DJANGO_PACKAGES);

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
if (!chromium || !python) process.exit(1);
console.log(`Chromium: ${chromium}; Django: ${python}`);
