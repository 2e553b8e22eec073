import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from './route-table.ts';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** What src/main.tsx and src/start-app.tsx import, in turn, while the app starts (decision 008). */
const BOOT_MODULES = [
  'src/start-app.tsx',
  'src/shared/api/start-query-cache.ts',
  'node_modules/react-dom/client.js',
  'src/mount-app.tsx',
];

/** The route file (in src/routes) that renders a page address; null when none is known. */
export function routeFileFor(path: string): string | null {
  const match = matchRoute(path);
  if (match.kind === 'content') return 'src/routes/$.tsx';
  if (match.kind === 'page') {
    if (path === '/login' || path === '/login/') return 'src/routes/login.tsx';
    return `src/routes${path}index.tsx`;
  }
  if (match.section === 'hotels' && !match.rest.includes('/')) return 'src/routes/hotels/$slug/index.tsx';
  return `src/routes/${match.section}/$.tsx`;
}

export interface PageAssets {
  /**
   * The modules a page needs beyond what index.html already preloads, as asset URLs: the app's
   * start-up modules, then the route's own.
   */
  routeModules(path: string): string[];
  /** The app's one stylesheet, to be written into the page (null when the build has several). */
  stylesheet: { href: string; text: string } | null;
}

/**
 * What the build made for each route (from dist/.vite/manifest.json), so the HTML can name a
 * page's route modules up front: the browser fetches them with the entry instead of after it,
 * and Vite's preload helper finds them already in the document.
 */
export function readPageAssets(distDir: string): PageAssets {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};

  const closure = (keys: readonly string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entryKeys = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));

  const bootKeys = closure(BOOT_MODULES.filter((key) => manifest[key]));
  const cache = new Map<string, string[]>();
  const modulesOf = (routeFile: string | null): string[] => {
    const cacheKey = routeFile ?? '';
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const roots = routeFile
      ? Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?tsr-split=`))
      : [];
    const files = [...new Set([...bootKeys, ...closure(roots)])]
      .filter((key) => !entryKeys.has(key))
      .map((key) => `/${manifest[key]!.file}`);
    cache.set(cacheKey, files);
    return files;
  };

  // With `cssCodeSplit: false` the one stylesheet is the manifest's `style.css`.
  const cssFiles = new Set([
    ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
    ...Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.css')),
  ]);
  const [onlyCss] = cssFiles;
  const stylesheet =
    cssFiles.size === 1 && onlyCss
      ? { href: `/${onlyCss}`, text: readFileSync(join(distDir, onlyCss), 'utf8') }
      : null;

  return {
    routeModules: (path) => modulesOf(routeFileFor(path)),
    stylesheet,
  };
}
