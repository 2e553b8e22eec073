import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/free-port.ts';
import { resolveRedisServer } from '../../scripts/service-paths.ts';

/** A throwaway `redis-server` of a test file: nothing saved, on a port of its own. */
export interface TestRedis {
  url: string;
  /** Stops it (by its process id) and waits until it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

/** Starts Debian's `redis-server` (REDIS_SERVER_PATH overrides) and resolves once it takes connections. */
export async function startRedis(): Promise<TestRedis> {
  const binary = resolveRedisServer();
  if (!binary) throw new Error('No redis-server: run "npm run test:deps", or set REDIS_SERVER_PATH');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-redis-'));
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn(binary, [...args, '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      let output = '';
      started.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.pid === undefined) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(running.pid, 'SIGTERM');
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start };
}
