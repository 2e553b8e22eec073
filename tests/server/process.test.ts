import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;

function startServer() {
  const child = spawn(process.execPath, ['dist-node/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'storefront-proc-')), 'db.sqlite'),
      API_URL: '',
      OUTBOX_QUIET: '1',
      // As `npm start` runs on a public address: no test tools.
      DEMO_DEV_TOOLS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const address = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Storefront: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    child.on('exit', () => reject(new Error(`exited early: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, address, exited };
}

describe('the server process', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints its address, serves without the test tools, and stops cleanly on %s',
    async (signal) => {
      const server = startServer();
      const address = await server.address;
      expect((await fetch(address)).status).toBe(200);
      expect((await fetch(`${address}api/configs/`)).status).toBe(200);
      // Nobody can read the demo's mail (login codes, restore links) or arm faults.
      expect((await fetch(`${address}api/dev/outbox/?to=demo@pskovtour.example`)).status).toBe(404);
      expect(
        (
          await fetch(`${address}api/dev/faults/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ path: '/api/cart/order/', status: 503, times: 1 }),
          })
        ).status,
      ).toBe(404);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
    },
    30_000,
  );
});
