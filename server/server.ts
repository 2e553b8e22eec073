import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app.ts';

/** Starts the app on config.host:config.port and stops it cleanly on SIGINT/SIGTERM. */
export async function startServer(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await buildApp(options);
  const { host, port, apiUrl } = options.config;
  await app.listen({ host, port });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const label = options.serveApp === false ? 'API server' : 'Storefront';
  console.log(`${label}: http://${shownHost}:${actualPort}/`);
  console.log(
    apiUrl
      ? `API: proxied to ${apiUrl}`
      : `API: embedded demo backend, database ${options.config.databasePath}`,
  );

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: stopping…`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}
