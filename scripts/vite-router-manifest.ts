import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ViteChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ViteChunk>;

/** What the server hands TanStack Router per route: its scripts, preloads and stylesheets. */
export interface RouterAssets {
  routes: Record<
    string,
    {
      preloads?: string[];
      scripts?: Array<{ attrs: Record<string, string> }>;
      css?: string[];
    }
  >;
  /** The stylesheet's text by its URL: written into every page (one request fewer before paint). */
  inlineCss: { styles: Record<string, string> };
}

export const ROUTER_ASSETS_FILE = '.vite/router-assets.json';

const ROOT_ROUTE_ID = '__root__';

/**
 * Route id → route file (as `src/routes/…` without extension), read from the route tree the
 * router plugin generates: each route file is imported there and given its id.
 */
export function routeFilesById(routeTreeSource: string): Map<string, string> {
  const fileOf = new Map<string, string>();
  for (const [, name = '', file = ''] of routeTreeSource.matchAll(
    /import \{ Route as (\w+) \} from '\.\/(routes\/[^']+)'/g,
  )) {
    fileOf.set(name, `src/${file}`);
  }
  const byId = new Map<string, string>();
  const root = fileOf.get('rootRouteImport');
  if (root) byId.set(ROOT_ROUTE_ID, root);
  for (const [, imported = '', id = ''] of routeTreeSource.matchAll(/= (\w+)\.update\(\{\s*id: '([^']+)'/g)) {
    const file = fileOf.get(imported);
    if (file) byId.set(id, file);
  }
  return byId;
}

/** The router's asset manifest, from Vite's build manifest and the route tree. */
export function routerAssets(
  manifest: ViteManifest,
  routeFiles: Map<string, string>,
  readCss: (file: string) => string,
): RouterAssets {
  const url = (key: string) => `/${manifest[key]!.file}`;
  const closure = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The client build has no entry chunk.');
  const entryKeys = closure([entryKey]);
  const cssFiles = [
    ...new Set([
      ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
      ...Object.values(manifest)
        .map((chunk) => chunk.file)
        .filter((file) => file.endsWith('.css')),
    ]),
  ];

  const routes: RouterAssets['routes'] = {
    [ROOT_ROUTE_ID]: {
      preloads: [...entryKeys].filter((key) => key !== entryKey).map(url),
      scripts: [{ attrs: { type: 'module', src: url(entryKey) } }],
      css: cssFiles.map((file) => `/${file}`),
    },
  };
  for (const [id, file] of routeFiles) {
    if (id === ROOT_ROUTE_ID) continue;
    // With automatic code splitting a route file builds into `file.tsx?tsr-split=…` chunks.
    const splits = Object.keys(manifest).filter((key) => key.startsWith(`${file}.tsx?tsr-split=`));
    const own = [...closure(splits)].filter((key) => !entryKeys.has(key));
    if (own.length > 0) routes[id] = { preloads: own.map(url) };
  }
  return {
    routes,
    inlineCss: { styles: Object.fromEntries(cssFiles.map((file) => [`/${file}`, readCss(file)])) },
  };
}

/**
 * Writes `.vite/router-assets.json` after the client build: the server gives it to TanStack
 * Router, which writes each page's entry script, route chunk preloads and stylesheet.
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
      const routeTree = readFileSync(join(config.root, 'src/routeTree.gen.ts'), 'utf8');
      const assets = routerAssets(manifest, routeFilesById(routeTree), (file) =>
        readFileSync(join(outDir, file), 'utf8'),
      );
      writeFileSync(join(outDir, ROUTER_ASSETS_FILE), JSON.stringify(assets));
    },
  };
}
