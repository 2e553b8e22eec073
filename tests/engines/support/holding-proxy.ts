import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface HoldingProxy {
  /** The proxy's origin: the site as the browser sees it. */
  origin: string;
  /**
   * From now until `stop`, requests whose path `matches` are held: never answered (until the proxy
   * closes). `firstHeld` resolves with the first such path once it came.
   */
  hold(matches: (path: string) => boolean): { firstHeld: Promise<string>; stop(): void };
  close(): Promise<void>;
}

/**
 * The site behind a proxy of the test's own that can keep a file from arriving: a load that is
 * still under way when the visitor leaves, at the moment the test chooses. `alwaysHold` paths are
 * never answered (`/sw.js`: no worker answers from its own cache instead).
 */
export async function startHoldingProxy(
  target: string,
  alwaysHold: (path: string) => boolean,
): Promise<HoldingProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let holding: { matches: (path: string) => boolean; held: (path: string) => void } | null = null;
  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = (incoming.url ?? '/').split('?')[0]!;
    if (alwaysHold(path)) return;
    if (holding?.matches(path)) return holding.held(path);
    const onward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => outgoing.destroy());
    incoming.pipe(onward);
  };
  const server = createServer(forward);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hold(matches) {
      let held = (_path: string) => {};
      const firstHeld = new Promise<string>((resolve) => (held = resolve));
      const current = (holding = { matches, held });
      return {
        firstHeld,
        stop: () => {
          if (holding === current) holding = null;
        },
      };
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
