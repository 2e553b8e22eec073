import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { pathAliases } from './scripts/path-aliases.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { routerManifest } from './scripts/vite-router-manifest.ts';

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// The persisted query cache is only valid for the API shapes it was written with.
const apiSchemaHash = createHash('sha256')
  .update(readFileSync(new URL('./contract/schema.gen.ts', import.meta.url)))
  .digest('hex')
  .slice(0, 12);

/** Where `vite build --ssr` writes the server's render entry (server/web/ssr.ts loads it). */
export const SSR_OUT_DIR = 'dist-server';

export default defineConfig(({ isSsrBuild }) => ({
  define: { __BUILD_ID__: JSON.stringify(apiSchemaHash) },
  resolve: {
    // The worker's build (vite-plugin-pwa) is given this `resolve` too.
    alias: {
      ...pathAliases,
      // TanStack Store asks for the shim that brings useSyncExternalStore to React 16 and 17; React
      // 19 has it, and the same package's plain entry uses React's own.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      // The server's render never touches the device's storage: it loads a stand-in, not the package.
      ...(isSsrBuild
        ? { 'idb-keyval': new URL('./src/shared/lib/idb-keyval.server.ts', import.meta.url).pathname }
        : {}),
    },
  },
  plugins: [
    // The router plugin must run before react() (it rewrites route files for code splitting).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // A route's loader imports the feature's API calls and helpers: it ships with the component.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    // TanStack Router writes the stylesheet into every page from its manifest (inline CSS); its
    // plugin turns that off unless TanStack Start is used, so this comes after it.
    {
      name: 'storefront:router-inline-css',
      config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': JSON.stringify('true') } }),
    },
    react(),
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            // Registration happens in src/shared/pwa after the page has loaded, not via an inline script.
            injectRegister: false,
            manifestFilename: 'manifest.webmanifest',
            manifest,
            injectManifest: {
              globPatterns: ['**/*.{js,css,svg,woff2}'],
              // The offline shell is rendered by the server (`/index.html`); it changes whenever
              // the app's files do, so its revision is theirs.
              manifestTransforms: [
                (entries) => {
                  const revision = createHash('sha256')
                    .update(entries.map((entry) => `${entry.url}@${entry.revision ?? ''}`).join('\n'))
                    .digest('hex')
                    .slice(0, 16);
                  return { manifest: [...entries, { url: '/index.html', revision, size: 0 }], warnings: [] };
                },
              ],
            },
          }),
          routerManifest(),
          precompress(),
        ]),
  ],
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        // One file: every module is loaded when the server starts, so lazy pieces
        // (src/shared/ui/lazy-named.tsx) render at once and no request waits for a chunk.
        rolldownOptions: {
          input: 'src/entry-server.tsx',
          output: { entryFileNames: '[name].js', codeSplitting: false },
        },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        // No preload helper in the bundle: it would add its code, a map of every lazy file and
        // 20–25 <link rel=modulepreload> during hydration. A lazy file's imports are fetched when
        // it loads; the page's own route files are listed in its HTML (decision 006).
        modulePreload: false,
        // scripts/vite-router-manifest.ts reads it to name the entry and the stylesheet for the router.
        manifest: true,
        // One stylesheet (≈11 KB gzip), written into every page: nothing to fetch before the first
        // paint, and no stylesheet to wait for when a lazy route loads.
        cssCodeSplit: false,
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // Libraries change less often than the app: their chunks stay cached across releases.
                { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
                { name: 'tanstack', test: /\/node_modules\/@tanstack\//, priority: 1 },
                // Route definitions (paths, search validation, lazy stubs) and the root layout's
                // pieces (-root/) are all needed at start: one chunk instead of one per file. A
                // page's own pieces (other -folders) load with its lazy part.
                {
                  name: 'routes',
                  test: /\/src\/routes(?:\/-root\/|(?![^?]*\/-)\/)[^?]*\.tsx?$/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
