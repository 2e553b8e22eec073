import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';

export const INDEX_HTML =
  '<!doctype html><html lang="ru"><head><title>Тест</title><meta name="description" content="Тест" /></head>' +
  '<body><div id="root"></div></body></html>';

/** A small build output, so the web layer can be tested without running Vite. */
export function makeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Тест"}');
  writeFileSync(join(dir, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

export async function buildTestApp(overrides: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config: ServerConfig = {
    ...readConfig({}),
    distDir: makeDist(),
    databasePath: join(mkdtempSync(join(tmpdir(), 'storefront-db-')), 'test.sqlite'),
    ...overrides,
  };
  return buildApp({ config });
}
