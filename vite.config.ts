import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress.ts';

const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

// The persisted query cache is only valid for the API shapes it was written with.
const apiSchemaHash = createHash('sha256')
  .update(readFileSync(new URL('./src/shared/api/schema.gen.ts', import.meta.url)))
  .digest('hex')
  .slice(0, 12);

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(apiSchemaHash) },
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  plugins: [
    // The router plugin must run before react() (it rewrites route files for code splitting).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      // Loaders import the catalogue's API calls and helpers: kept out of the first load with
      // their component, while the skeleton ships on its own so it can show before they arrive.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registration happens in src/shared/pwa after the page has loaded, not via an inline script.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    // No modulepreload polyfill in the entry: a browser without it (Safari < 17) just fetches each
    // module when it is imported.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // server/web/page-assets.ts reads it to name each page's route modules in its HTML.
    manifest: true,
    // One stylesheet (≈11 KB gzip), written into every page by the server: nothing to fetch before
    // the first paint, and no stylesheet to wait for when a lazy route loads.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry runs before the first paint (decision 008): kept out of the route
            // chunk, which would otherwise be evaluated, all of it, before the page can paint.
            {
              name: 'boot',
              test: /\/src\/shared\/(lib\/(chunk-reload|module-preloads(-contract)?|yield-to-main|warm-intl)|config\/constants)\.ts$|vite\/preload-helper/,
              priority: 4,
            },
            // The libraries start in separate tasks (src/start-app.tsx), so they ship apart.
            { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\//, priority: 3 },
            { name: 'react', test: /\/node_modules\/react\//, priority: 5 },
            {
              name: 'query',
              test: /\/node_modules\/(@tanstack\/(query-core|react-query|query-persist-client-core)|idb-keyval)\/|\/src\/shared\/api\/(error|query-client|persister|start-query-cache)\.ts$/,
              priority: 3,
            },
            // Route definitions (paths, search validation, lazy stubs) are all needed at start:
            // one chunk compresses their repeated asset lists far better than one chunk each.
            { name: 'routes', test: /\/src\/routes\/[^?]*\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
