import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';

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
