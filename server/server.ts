import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app.ts';

/**
 * Once the server is closing, each answer ends its connection and the connections left idle are
 * closed. Node's `server.close()` closes the idle ones once, when it is called: a kept-alive
 * connection whose request was in flight then would stay open after its answer, until its
 * keep-alive timeout, and hold the close up past the grace delay.
 */
function endConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // One whose answer had begun before the close (a stream) is left idle by it.
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });
}

/**
 * Starts the app on config.host:config.port, and stops it gracefully: on SIGTERM or SIGINT (or an
 * uncaught error) it takes no new connections, answers the requests in flight, then exits (0 after
 * a signal). What is still running after `config.shutdownGraceMs` is cut short, and the exit code
 * is 1; so is it on a second signal.
 */
export async function startServer(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await buildApp(options);
  const { host, port, apiUrl, shutdownGraceMs } = options.config;
  endConnectionsWhenClosing(app);
  closeWithGrace({ delay: shutdownGraceMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else console.log(`${signal ?? 'exit'}: stopping…`);
    await app.close();
  });
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
  return app;
}
