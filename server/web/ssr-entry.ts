import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A rendered page (src/entry-server.tsx): its HTML is `null` for a redirect or another non-HTML answer. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  html: string | null;
}

/** What the app's server entry (src/entry-server.tsx, built by `vite build --ssr`) offers the server. */
export interface SsrEntry {
  renderPage(options: {
    request: Request;
    origin: string;
    manifest: unknown;
    shell?: boolean;
    nonce?: string;
  }): Promise<RenderedPage>;
  setApiTransport(transport: (request: Request) => Promise<Response>): void;
}

export interface SsrBuild {
  entry: SsrEntry;
  /** The router's asset manifest of the client build (scripts/vite-router-manifest.ts). */
  manifest: unknown;
  /** The inline code the router writes from that manifest into pages: the stylesheet and the loaders. */
  buildCode: string[];
}

/** The parts of the router's asset manifest that hold inline code. */
interface ManifestCode {
  routes?: Record<string, { scripts?: Array<{ children?: string }> }>;
  inlineCss?: { styles?: Record<string, string> };
}

function buildCodeOf(manifest: ManifestCode): string[] {
  const scripts = Object.values(manifest.routes ?? {}).flatMap((route) =>
    (route.scripts ?? []).flatMap((script) => script.children ?? []),
  );
  return [...scripts, ...Object.values(manifest.inlineCss?.styles ?? {})];
}

/** The server's only way into the app: its built SSR entry, with the client build's manifest. */
export async function loadSsrBuild(distDir: string, ssrDir: string): Promise<SsrBuild> {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/router-assets.json'), 'utf8'),
  ) as ManifestCode;
  const entry = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as SsrEntry;
  return { entry, manifest, buildCode: buildCodeOf(manifest) };
}
