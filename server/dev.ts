import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { PROJECT_ROOT, readConfig } from './config.ts';
import { startServer } from './server.ts';
import type { SsrEntry } from './web/ssr-entry.ts';
import { trailingSlashRedirect } from './web/trailing-slash.ts';

/**
 * `npm run dev`: the API (demo or proxy) on PORT+1; on PORT, Vite with hot reload serves the
 * sources and pages are rendered on the server from `src/entry-server.tsx` as Vite loads it.
 */
const config = readConfig();
const apiPort = config.port + 1;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
await startServer({ config: { ...config, port: apiPort }, serveApp: false });

const vite = await createViteServer({
  root: PROJECT_ROOT,
  appType: 'custom',
  server: { middlewareMode: true, proxy: { '/api': apiOrigin } },
});

// What the router puts in every page during development: Vite's client, React's hot-reload
// preamble and the app's entry, as sources (no build, no inline stylesheet: Vite injects it).
const DEV_MANIFEST = {
  routes: {
    __root__: {
      scripts: [
        { attrs: { type: 'module', src: '/@vite/client' } },
        {
          attrs: { type: 'module' },
          children: [
            'import RefreshRuntime from "/@react-refresh";',
            'RefreshRuntime.injectIntoGlobalHook(window);',
            'window.$RefreshReg$ = () => {};',
            'window.$RefreshSig$ = () => (type) => type;',
            'window.__vite_plugin_react_preamble_installed__ = true;',
          ].join('\n'),
        },
        { attrs: { type: 'module', src: '/src/entry-client.tsx' } },
      ],
    },
  },
};

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, () => {
    const url = req.url ?? '/';
    const location = trailingSlashRedirect(url);
    if (location !== null) {
      res.writeHead(308, { location }).end();
      return;
    }
    void (async () => {
      try {
        const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry;
        entry.setApiTransport(async (request) => {
          const { pathname, search } = new URL(request.url);
          return fetch(apiOrigin + pathname + search, { method: request.method, headers: request.headers });
        });
        // The configured origin, or the address this server listens at: never the visitor's Host.
        const origin = config.publicOrigins[0] ?? `http://127.0.0.1:${config.port}`;
        const page = await entry.renderPage({
          request: new Request(new URL(url, origin), { headers: { cookie: req.headers.cookie ?? '' } }),
          origin,
          manifest: DEV_MANIFEST,
        });
        res.statusCode = page.status;
        page.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(page.html ?? '');
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        console.error(error);
        res.statusCode = 500;
        res.end(error instanceof Error ? error.stack : String(error));
      }
    })();
  });
});
server.listen(config.port, config.host, () => {
  console.log(`Storefront (development): http://${config.host}:${config.port}/`);
});
