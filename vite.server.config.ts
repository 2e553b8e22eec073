import { defineConfig } from 'vite';
import { pathAliases } from './scripts/path-aliases.ts';

/** Where `npm run build` writes the compiled server that `npm start` runs with plain `node`. */
export const NODE_OUT_DIR = 'dist-node';

/**
 * The server (server/), compiled to JavaScript for Node: no TypeScript compiler in the production
 * process. Packages stay imports of node_modules; the demo backend stays a chunk of its own, loaded
 * only when no API_URL is set.
 */
export default defineConfig({
  publicDir: false,
  // `@common/…` and `@contract/…` are bundled in: the compiled server needs no tsconfig at run time.
  resolve: { alias: pathAliases },
  build: {
    ssr: true,
    target: 'node24',
    outDir: NODE_OUT_DIR,
    emptyOutDir: true,
    minify: false,
    // Stack traces in the logs name the sources.
    sourcemap: true,
    rolldownOptions: {
      input: { main: 'server/main.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
