import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the app's server entry (src/entry-server.tsx, built by `vite build --ssr`) offers the server. */
export interface SsrEntry {
  renderPage(options: {
    request: Request;
    origin: string;
    manifest: unknown;
    shell?: boolean;
    nonce?: string;
  }): Promise<Response>;
  setApiTransport(transport: (request: Request) => Promise<Response>): void;
}

export interface SsrBuild {
  entry: SsrEntry;
  /** The router's asset manifest of the client build (scripts/vite-router-manifest.ts). */
  manifest: unknown;
}

/** The server's only way into the app: its built SSR entry, with the client build's manifest. */
export async function loadSsrBuild(distDir: string, ssrDir: string): Promise<SsrBuild> {
  const manifest: unknown = JSON.parse(readFileSync(join(distDir, '.vite/router-assets.json'), 'utf8'));
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as SsrEntry;
  return { entry, manifest };
}
