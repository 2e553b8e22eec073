import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';

const ROOT = new URL('../..', import.meta.url).pathname;

/**
 * The app as `npm start` serves it: the real client and server builds (`npm run build` runs
 * before these tests) over a throwaway demo database.
 */
export async function buildTestApp(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config: ServerConfig = {
    ...readConfig({}),
    databasePath: join(mkdtempSync(join(tmpdir(), 'storefront-db-')), 'test.sqlite'),
    ...overrides,
  };
  return buildApp({ config });
}

/** The URL of the built entry script (a content-hashed asset), from Vite's build manifest. */
export function builtEntryScript(): string {
  const manifest = JSON.parse(
    readFileSync(join(readConfig({}).distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean }>;
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:PORT/`, once the server printed it. */
  address: Promise<string>;
  /** The exit code. */
  exited: Promise<number | null>;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
}

const started = new Set<ChildProcess>();

// A test that failed half way leaves no server running after its file.
afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  started.clear();
});

/**
 * The server as `npm start` runs it on a built app (`server/main.ts`), on a free port and a
 * throwaway demo database, with `env` on top.
 */
export function startServerProcess(env: Record<string, string> = {}): ServerProcess {
  const child = spawn(process.execPath, ['dist-node/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'storefront-proc-')), 'db.sqlite'),
      API_URL: '',
      OUTBOX_QUIET: '1',
      LOG_REQUESTS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const address = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Storefront: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    child.on('exit', () => {
      clearInterval(timer);
      reject(new Error(`exited early: ${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, address, exited, output: () => output };
}
