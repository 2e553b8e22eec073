import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A server of the test's own: the real one over a throwaway database, with `env` on top (a copy
 * of the build in DIST_DIR, a fixed PORT to come back on).
 */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const root = new URL('../../..', import.meta.url).pathname;
  const child = spawn(process.execPath, ['dist-node/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'storefront-own-')), 'db.sqlite'),
      API_URL: '',
      OUTBOX_QUIET: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Storefront: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match) return;
      clearInterval(timer);
      resolve(match[1]!);
    }, 50);
    child.on('exit', () => {
      clearInterval(timer);
      reject(new Error(`The server exited: ${output}`));
    });
  });
  return {
    baseURL,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
