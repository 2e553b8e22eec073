import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder in the test process, between the replicas and the backend: closing it is a
 * backend outage as the replicas see one (connections refused, the open ones reset), without
 * stopping the backend and losing its state.
 */
export class TcpForwarder {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private boundPort: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** The port it listens on, and listens on again after `close`. */
  get port(): number {
    return this.boundPort;
  }

  /** Listens on 127.0.0.1:`port` (0: any free port) and forwards each connection to `target`. */
  static async start(target: { host: string; port: number }, port = 0): Promise<TcpForwarder> {
    const forwarder = new TcpForwarder(port, target);
    await forwarder.listen();
    return forwarder;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get listening(): boolean {
    return this.server !== null;
  }

  /** Listens again on the same port (after `close`). */
  async listen(): Promise<void> {
    if (this.server) return;
    // Half-open both ways: an end from one side reaches the other, and the answer still comes back.
    const server = createServer({ allowHalfOpen: true }, (client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.boundPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.boundPort = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops listening and destroys every open connection, both sides: the replicas see ECONNRESET. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private forward(client: Socket): void {
    const upstream = connect({ port: this.target.port, host: this.target.host, allowHalfOpen: true });
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    }
    // Either side failing or ending takes the other with it, as one connection would go.
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
