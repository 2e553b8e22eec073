import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

/** Packages only the browser runs: masks, the QR encoder, the device's storage, its sanitiser. */
const BROWSER_ONLY = ['imask', 'uqr', 'idb-keyval', 'dompurify'];

describe('the server render entry (`vite build --ssr`)', () => {
  it('loads no package only the browser runs: they are imported on use, or stood in for', () => {
    const code = readFileSync(join(readConfig({}).ssrDir, 'entry-server.js'), 'utf8');
    const loadedAtStart = [...code.matchAll(/^import\b[^;]*?\bfrom\s*"([^"]+)"/gm)].map((match) => match[1]);
    expect(loadedAtStart).toContain('react-dom/server');
    for (const name of BROWSER_ONLY) expect(loadedAtStart).not.toContain(name);
  });
});
