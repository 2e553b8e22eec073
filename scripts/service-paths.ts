import { existsSync } from 'node:fs';

const firstExisting = (candidates: Array<string | undefined>): string | null =>
  candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;

/** Debian's `redis-server` (REDIS_SERVER_PATH overrides): the tests' shared session store. */
export const resolveRedisServer = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.REDIS_SERVER_PATH, '/usr/bin/redis-server']);

/** Debian's `nginx` (NGINX_PATH overrides): the deployment test's proxy in front of the replicas. */
export const resolveNginx = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.NGINX_PATH, '/usr/sbin/nginx']);

/** Debian's `WebKitWebDriver` (webkit2gtk-driver; WEBKIT_WEBDRIVER_PATH overrides): drives WebKitGTK. */
export const resolveWebKitWebDriver = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.WEBKIT_WEBDRIVER_PATH, '/usr/bin/WebKitWebDriver']);

/** The browser WebKitWebDriver starts: WebKitGTK's MiniBrowser (WEBKIT_BROWSER_PATH overrides). */
export const resolveMiniBrowser = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([
    env.WEBKIT_BROWSER_PATH,
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
    '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  ]);

/** Debian's Firefox ESR (FIREFOX_PATH overrides): driven over WebDriver BiDi, which it carries. */
export const resolveFirefox = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']);

/** Debian's `Xvfb` (xvfb): the screen WebKitGTK's MiniBrowser needs, as it has no headless mode. */
export const resolveXvfb = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.XVFB_PATH, '/usr/bin/Xvfb']);
