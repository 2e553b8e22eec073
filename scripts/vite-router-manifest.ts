import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ViteChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  /** Keys of the chunks it imports statically. */
  imports?: string[];
}
type ViteManifest = Record<string, ViteChunk>;

/** What the server hands TanStack Router: the page's scripts and its stylesheet. */
export interface RouterAssets {
  routes: {
    __root__: { scripts: Array<{ children: string }>; css: string[] };
    [routeId: string]: { scripts: Array<{ children: string }>; css?: string[] };
  };
  /** The stylesheet's text by its URL: written into every page (one request fewer before paint). */
  inlineCss: { styles: Record<string, string> };
}

export const ROUTER_ASSETS_FILE = '.vite/router-assets.json';

/**
 * Runs `f` once the page has painted (or at once in a tab nobody sees, where frames wait): the
 * page's text and pictures are on screen before its modules are asked for and run, on a phone
 * whose CPU both would share. It also keeps Lighthouse's simulation honest: a module fetched before
 * the first paint counts as something the paint waited for, and the page's LCP then came out 2.5 s
 * or 0.9 s depending on which the machine happened to do first (docs/decisions/044).
 */
const AFTER_PAINT = '(f=>document.visibilityState==="hidden"?f():requestAnimationFrame(()=>setTimeout(f)))';

/**
 * The page's one script of its own: it adds the entry module to the page once the document is
 * parsed, when a module script written in the HTML would run (the router's last scripts come after
 * this one), and painted. The page's Content-Security-Policy trusts inline scripts by their hashes
 * and, with 'strict-dynamic', what a trusted script adds; a `<script src>` written in the HTML
 * would be trusted only with a nonce (its static imports inherit its being written by the parser),
 * and pages carry none.
 */
export function entryLoader(src: string): string {
  const add = `()=>{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.append(s)}`;
  return `document.addEventListener("DOMContentLoaded",()=>${AFTER_PAINT}(${add}),{once:true})`;
}

/**
 * A script that asks for the page's module files at once, at low priority, once the page has
 * painted (the page's main picture comes first): without it each file is found only when the one
 * importing it has arrived, a chain of four or five round trips before the page can hydrate.
 * Written by a script, not as `<link rel=modulepreload>` in the HTML: the policy trusts only what
 * its hashed scripts add.
 */
export function preloader(files: readonly string[]): string {
  return `${AFTER_PAINT}(()=>{for(const h of ${JSON.stringify(files)}){const l=document.createElement("link");l.rel="modulepreload";l.fetchPriority="low";l.href=h;document.head.append(l)}})`;
}

/** A chunk's file and the files of everything it imports statically, as URLs. */
function closure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(`/${chunk.file}`)) return;
    seen.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * Route ids and their files, from the router's generated tree (`src/routeTree.gen.ts`): each
 * `import { Route as XRouteImport } from './routes/…'` and `'/id': typeof XRoute` of `FileRoutesById`.
 */
export function routeFiles(routeTree: string): Record<string, string> {
  const fileOf = new Map(
    [...routeTree.matchAll(/import \{ Route as (\w+)Import \} from '\.\/(routes\/[^']+)'/g)].map(
      ([, name, path]) => [name!, `src/${path!}.tsx`],
    ),
  );
  const byId = /interface FileRoutesById \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
  const files: Record<string, string> = {};
  for (const [, id, name] of byId.matchAll(/'([^']+)': typeof (\w+?)(?:WithChildren)?$/gm)) {
    const file = fileOf.get(name!);
    if (file) files[id!] = file;
  }
  return files;
}

/**
 * The router's asset manifest from Vite's build manifest: the one stylesheet to write inline, the
 * entry module's loader, and for the root and each route a preloader of its module files (the
 * router writes the scripts of the routes a page matched).
 */
export function routerAssets(
  manifest: ViteManifest,
  readCss: (file: string) => string,
  routes: Record<string, string> = {},
): RouterAssets {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('The client build has no entry chunk.');
  const rootFiles = closure(manifest, [entryKey]);
  const routeScripts = Object.fromEntries(
    Object.entries(routes).flatMap(([id, file]) => {
      const splits = Object.keys(manifest).filter((key) => key.startsWith(`${file}?tsr-split=`));
      const files = closure(manifest, splits).filter((url) => !rootFiles.includes(url));
      return files.length ? [[id, { scripts: [{ children: preloader(files) }] }]] : [];
    }),
  );
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
      ...routeScripts,
      __root__: {
        scripts: [{ children: preloader(rootFiles) }, { children: entryLoader(`/${entry.file}`) }],
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
      const routeTree = readFileSync(resolve(config.root, 'src/routeTree.gen.ts'), 'utf8');
      const assets = routerAssets(
        manifest,
        (file) => readFileSync(join(outDir, file), 'utf8'),
        routeFiles(routeTree),
      );
      writeFileSync(join(outDir, ROUTER_ASSETS_FILE), JSON.stringify(assets));
    },
  };
}
