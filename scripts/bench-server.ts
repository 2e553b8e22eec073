/** Starting and stopping the servers `npm run bench` measures. */
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { stopChild } from './stop-child.ts';

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not answer at ${url}`);
}

export interface CheckoutServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A checkout's own `npm start` (whatever that commit's start is) on `port` with the database at
 * `databasePath`, the demo backend inside. Its own process group, so that stopping it stops the
 * processes npm started under it.
 */
export async function startCheckout(
  dir: string,
  port: number,
  databasePath: string,
  baseEnv: NodeJS.ProcessEnv = process.env,
): Promise<CheckoutServer> {
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    PORT: String(port),
    DATABASE_PATH: databasePath,
    API_URL: '',
  };
  // Each checkout finds its build beside its own sources.
  for (const name of ['DIST_DIR', 'SSR_DIR', 'NODE_DIR', 'npm_config_prefix']) delete env[name];
  // What it says goes beside its database (the error below quotes it).
  const log = openSync(`${databasePath}.log`, 'w');
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child, (signal) => process.kill(-child.pid!, signal));
  try {
    await waitFor(`${baseUrl}/api/configs/`);
  } catch (error) {
    await stop();
    const said = readFileSync(`${databasePath}.log`, 'utf8').slice(-2000);
    throw new Error(`${String(error)}; the server said:\n${said}`);
  }
  return { baseUrl, stop };
}
