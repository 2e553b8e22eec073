import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ViteChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ViteChunk>;

/** What the server hands TanStack Router: the page's entry script and its stylesheet. */
export interface RouterAssets {
  routes: {
    __root__: {
      scripts: Array<{ children: string }>;
      css: string[];
    };
  };
  /** The stylesheet's text by its URL: written into every page (one request fewer before paint). */
  inlineCss: { styles: Record<string, string> };
}

export const ROUTER_ASSETS_FILE = '.vite/router-assets.json';

/**
 * The page's one script of its own: it adds the entry module to the page once the document is
 * parsed, when a module script written in the HTML would run (the router's last scripts come after
 * this one). The page's Content-Security-Policy trusts inline scripts by their hashes and, with
 * 'strict-dynamic', what a trusted script adds; a `<script src>` written in the HTML would be
 * trusted only with a nonce (its static imports inherit its being written by the parser), and
 * pages carry none.
 */
export function entryLoader(src: string): string {
  const add = `()=>{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.append(s)}`;
  return `document.addEventListener("DOMContentLoaded",${add},{once:true})`;
}

/**
 * The router's asset manifest from Vite's build manifest: the entry module's loader, and the one
 * stylesheet to write inline. No preload links: on a slow phone they would take bandwidth from
 * the page's main picture, which the HTML already shows; the entry's imports and the route's
 * chunks follow from the entry (decision 010).
 */
export function routerAssets(manifest: ViteManifest, readCss: (file: string) => string): RouterAssets {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The client build has no entry chunk.');
  const cssFiles = [
    ...new Set([
      ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
      ...Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.css')),
    ]),
  ];
  return {
    routes: {
      __root__: {
        scripts: [{ children: entryLoader(`/${entry.file}`) }],
        css: cssFiles.map((file) => `/${file}`),
      },
    },
    inlineCss: { styles: Object.fromEntries(cssFiles.map((file) => [`/${file}`, readCss(file)])) },
  };
}

/**
 * Writes `.vite/router-assets.json` after the client build: the server gives it to TanStack
 * Router, which writes each page's entry script and stylesheet.
 */
export function routerManifest(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront:router-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
      const assets = routerAssets(manifest, (file) => readFileSync(join(outDir, file), 'utf8'));
      writeFileSync(join(outDir, ROUTER_ASSETS_FILE), JSON.stringify(assets));
    },
  };
}
