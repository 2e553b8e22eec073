import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const TEXT = /\.(ts|tsx|mts|js|mjs|py|css|md|yaml|yml|json|html|sh|conf)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'dist-node', '__pycache__', '.data']);

/** Every text file of the folders that hold code, tests and the written record. */
function filesUnder(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.isSymbolicLink()) return [];
    const full = join(path, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return TEXT.test(entry.name) ? [full] : [];
  });
}

const files = [
  'src',
  'server',
  'sw',
  'common',
  'contract',
  'tests',
  'scripts',
  'docs',
  'deploy',
  'README.md',
].flatMap((path) => filesUnder(join(root, path)));

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

describe('docs/product.md, the product as code cites it', () => {
  const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
  const anchors = new Set([...product.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));

  it('has every section a file cites', () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/product\.md#([a-z0-9-]+)/g)]
        .filter((match) => !anchors.has(match[1] ?? ''))
        .map((match) => `${relative(root, file)}: #${match[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('is what is cited, not a specification outside the repository', () => {
    const outside = 'spec ' + '§';
    const citing = files
      .filter((file) => readFileSync(file, 'utf8').toLowerCase().includes(outside))
      .map((file) => relative(root, file));
    expect(citing).toEqual([]);
  });
});
