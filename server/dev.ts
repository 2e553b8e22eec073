import { createServer } from 'vite';
import { PROJECT_ROOT, readConfig } from './config.ts';
import { startServer } from './server.ts';

/** `npm run dev`: the API (demo or proxy) on PORT+1, Vite with hot reload on PORT proxying /api to it. */
const config = readConfig();
const apiPort = config.port + 1;
await startServer({ config: { ...config, port: apiPort }, serveApp: false });
const vite = await createServer({
  root: PROJECT_ROOT,
  server: {
    host: config.host,
    port: config.port,
    strictPort: true,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
await vite.listen();
vite.printUrls();
