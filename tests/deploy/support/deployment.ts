import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';
import { startNginx, type RunningNginx } from '../../../scripts/nginx.ts';
import { resolveDjangoPython } from '../../../scripts/python-path.ts';
import { resolveRedisServer } from '../../../scripts/service-paths.ts';
import { TcpForwarder } from './tcp-forwarder.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** The reference backend's account (tests/compat/django/shop/seed). */
export const BACKEND_USER = { username: 'compat@pskovtour.example', password: 'compat-pass-2026' };

/** A child process whose output is kept for the failure message. */
export class Service {
  readonly output: string[] = [];
  /** When `ready` last saw it answer (Date.now()), null before. */
  readyAt: number | null = null;
  private readonly exit: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Its exit code, once it has ended. */
  exited(): Promise<number | null> {
    return this.exit;
  }

  /** Sends `signal` and waits for the process to end; its exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.running) this.child.kill(signal);
    return this.exit;
  }

  /** Resolves when `url` answers 2xx; fails with the output when the process ends first. */
  async ready(url: string, timeoutMs = 60_000): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (!this.running) throw new Error(`${this.name} exited:\n${this.output.join('')}`);
      const ok = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        this.readyAt = Date.now();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${this.name} not ready at ${url}:\n${this.output.join('')}`);
  }
}

function spawnService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
) {
  return new Service(
    name,
    spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }),
  );
}

/**
 * The arguments deploy/systemd/storefront@.service gives node (its flags and the entry), so a
 * replica here runs as the unit runs it.
 */
function unitNodeArgs(): string[] {
  const unit = readFileSync(join(ROOT, 'deploy/systemd/storefront@.service'), 'utf8');
  const [node, ...args] = /^ExecStart=(.+)$/m.exec(unit)?.[1]?.trim().split(/\s+/) ?? [];
  if (!node?.endsWith('/node') || !args.includes('dist-node/main.js'))
    throw new Error(`deploy/systemd/storefront@.service: no ExecStart of node on dist-node/main.js`);
  return args;
}

/** Resolves once Redis on `port` answers PING; fails with its output when it ends first. */
async function redisReady(redis: Service, port: number, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (!redis.running) throw new Error(`redis exited:\n${redis.output.join('')}`);
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(data.toString().startsWith('+PONG'));
        socket.destroy();
      });
      socket.once('close', () => resolve(false));
      socket.once('error', () => resolve(false));
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis not ready on ${port}:\n${redis.output.join('')}`);
}

/** Where a replica finds its build: a copy the test can replace, as a deploy does. */
export interface BuildDirs {
  distDir: string;
  ssrDir: string;
}

/**
 * What the README's "Deploying" runs on several boxes, on this one: Redis, the reference Django
 * backend (rotation, blacklist, a short access lifetime), two replicas of the compiled server
 * sharing that Redis, and nginx with deploy/nginx/storefront.conf in front of them.
 */
export class Deployment {
  readonly replicas = new Map<number, Service>();
  /** Every replica process started, the replaced ones too (their output is kept for `saveLogs`). */
  private readonly replicaHistory: Service[] = [];
  private constructor(
    readonly dir: string,
    readonly build: BuildDirs,
    private redis: Service,
    private readonly redisCommand: { command: string; args: string[] },
    private readonly backend: Service,
    readonly backendDb: string,
    /** Django's own address. */
    readonly backendUrl: string,
    /** What the replicas have as `API_URL`: Django through the forwarder, which `stopBackend` closes. */
    private readonly forwarder: TcpForwarder,
    readonly redisUrl: string,
    readonly nginxPort: number,
    readonly replicaPorts: number[],
    private readonly testClock: boolean,
    /** More of the replicas' environment (the push service a test stands in, say). */
    private readonly replicaEnv: Record<string, string>,
    private readonly backendEnv: Record<string, string>,
  ) {}

  /**
   * A management command of the backend (what the agency's staff do in its admin: `move_trip`,
   * `pay_order`), on its database and with its environment; what it printed.
   */
  async backendCommand(...args: string[]): Promise<string> {
    const { stdout } = await promisify(execFile)(
      resolveDjangoPython() ?? 'python3',
      ['tests/compat/django/manage.py', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, COMPAT_DB: this.backendDb, COMPAT_QUIET: '1', ...this.backendEnv },
      },
    );
    return stdout;
  }

  private stopping: Promise<void> | null = null;

  /** nginx in front of the replicas, started once they answer (null until then). */
  private proxy: RunningNginx | null = null;

  get nginx(): RunningNginx {
    if (!this.proxy) throw new Error('nginx has not started');
    return this.proxy;
  }

  set nginx(running: RunningNginx) {
    this.proxy = running;
  }

  /**
   * `accessSeconds`: the backend's access-token lifetime; `testClock`: the replicas honour the
   * `x-test-now` header (TEST_CLOCK=1, server/web/test-clock.ts).
   */
  static async start({
    accessSeconds,
    testClock = false,
    replicaEnv = {},
    backendEnv = {},
  }: {
    accessSeconds: number;
    testClock?: boolean;
    replicaEnv?: Record<string, string>;
    /** More of Django's environment (where it tells the storefront of trip events, say). */
    backendEnv?: Record<string, string>;
  }): Promise<Deployment> {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-deploy-'));
    // Build A: the checkout's own build, copied where the replicas run it from.
    const build = { distDir: join(dir, 'dist'), ssrDir: join(dir, 'dist-server') };
    cpSync(join(ROOT, 'dist'), build.distDir, { recursive: true });
    cpSync(join(ROOT, 'dist-server'), build.ssrDir, { recursive: true });
    // The render entry imports the packages it was built against, as it does in the checkout.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));

    const [redisPort, backendPort, nginxPort, forwarderPort, ...replicaPorts] = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => freePort()),
    );
    const redisServer = resolveRedisServer();
    if (!redisServer) throw new Error('No redis-server: npm test installs it (scripts/ensure-test-deps.ts).');
    // The replicas reach Django through it, so that a test can cut the backend off and back.
    const forwarder = await TcpForwarder.start({ host: '127.0.0.1', port: backendPort! }, forwarderPort);
    const redisCommand = {
      command: redisServer,
      args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    };
    const redis = spawnService('redis', redisCommand.command, redisCommand.args, {});
    const backendDb = join(dir, 'backend.sqlite3');
    // The backend tells the storefront of trip events through nginx, as it would in production.
    const djangoEnv = { STOREFRONT_PUSH_URL: `http://127.0.0.1:${nginxPort}/push/events/`, ...backendEnv };
    const backend = spawnService(
      'django',
      resolveDjangoPython() ?? 'python3',
      ['tests/compat/django/serve.py'],
      {
        COMPAT_PORT: String(backendPort),
        COMPAT_DB: backendDb,
        JWT_ACCESS_SECONDS: String(accessSeconds),
        ALLOWED_HOSTS: '127.0.0.1,localhost',
        STOREFRONT_ORIGIN: `http://127.0.0.1:${nginxPort}`,
        COMPAT_QUIET: '1',
        ...djangoEnv,
      },
    );
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const deployment = new Deployment(
      dir,
      build,
      redis,
      redisCommand,
      backend,
      backendDb,
      backendUrl,
      forwarder,
      `redis://127.0.0.1:${redisPort}/0`,
      nginxPort!,
      replicaPorts,
      testClock,
      replicaEnv,
      djangoEnv,
    );
    try {
      await backend.ready(`${backendUrl}/api/configs/`);
      await Promise.all(replicaPorts.map((port) => deployment.startReplica(port)));
      // Once the replicas answer: nginx takes a replica that failed for away for a while.
      const nginx = await startNginx(nginxPort!, replicaPorts);
      if (!nginx) throw new Error('No nginx: npm test installs it (scripts/ensure-test-deps.ts).');
      deployment.nginx = nginx;
      return deployment;
    } catch (error) {
      // What was started goes with the failure: a failed run leaves no service behind.
      await deployment.stop();
      throw error;
    }
  }

  get url(): string {
    return this.nginx.baseUrl;
  }

  /** The replicas' `API_URL`: the forwarder in front of Django (`backendUrl` is Django itself). */
  get apiUrl(): string {
    return this.forwarder.url;
  }

  /** A replica as deploy/systemd/storefront@.service runs it: node with its flags on the compiled server. */
  async startReplica(port: number): Promise<Service> {
    const replica = spawnService(`replica ${port}`, process.execPath, unitNodeArgs(), {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: this.forwarder.url,
      REDIS_URL: this.redisUrl,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${this.nginxPort}`,
      DIST_DIR: this.build.distDir,
      SSR_DIR: this.build.ssrDir,
      ...(this.testClock ? { TEST_CLOCK: '1' } : {}),
      ...this.replicaEnv,
    });
    this.replicas.set(port, replica);
    this.replicaHistory.push(replica);
    await replica.ready(`http://127.0.0.1:${port}/readyz`);
    return replica;
  }

  /** Stops a replica as systemd does (SIGTERM); its exit code. */
  async stopReplica(port: number): Promise<number | null> {
    return (await this.replicas.get(port)?.stop('SIGTERM')) ?? null;
  }

  /** Kills a replica (SIGKILL) and waits for it to be gone. */
  async killReplica(port: number): Promise<void> {
    await this.replicas.get(port)?.stop('SIGKILL');
  }

  /**
   * What deploy/rollout.sh does after its build: each replica in turn restarted as `systemctl
   * restart` does (SIGTERM, its exit awaited, started again), and the next only once this one's own
   * `/readyz` answers 200. The stopped replicas' exit codes, in order.
   */
  async rollingRestart(ports: readonly number[] = this.replicaPorts): Promise<Array<number | null>> {
    const codes: Array<number | null> = [];
    for (const port of ports) {
      codes.push(await this.stopReplica(port));
      await this.startReplica(port);
    }
    return codes;
  }

  /** The process id of the replica on `port`, while it runs. */
  pid(port: number): number | null {
    const replica = this.replicas.get(port);
    return replica?.running ? (replica.child.pid ?? null) : null;
  }

  /** Whether the replica on `port` runs and has answered its `/readyz` since it started. */
  replicaReady(port: number): boolean {
    const replica = this.replicas.get(port);
    return Boolean(replica?.running && replica.readyAt !== null);
  }

  /** The replica's resident memory now, in bytes (VmRSS); null when it does not run. */
  rss(port: number): number | null {
    const pid = this.pid(port);
    if (pid === null) return null;
    try {
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      return kb === undefined ? null : Number(kb) * 1024;
    } catch {
      // The process ended between the check and the read.
      return null;
    }
  }

  /** Stops Redis (SIGTERM, as `systemctl stop` does) and waits for it to be gone. */
  async stopRedis(): Promise<void> {
    await this.redis.stop('SIGTERM');
  }

  /** Starts Redis again, on the same port with the same arguments (empty: nothing was saved). */
  async startRedis(): Promise<void> {
    if (this.redis.running) return;
    this.redis = spawnService('redis', this.redisCommand.command, this.redisCommand.args, {});
    await redisReady(this.redis, Number(new URL(this.redisUrl).port));
  }

  /** Stops Redis and starts it again, as `systemctl restart redis-server` does. */
  async restartRedis(): Promise<void> {
    await this.stopRedis();
    await this.startRedis();
  }

  /** A backend outage: the forwarder stops listening and resets its connections (Django runs on). */
  async stopBackend(): Promise<void> {
    await this.forwarder.close();
  }

  /** The backend is back: the forwarder listens again on the same port. */
  async startBackend(): Promise<void> {
    await this.forwarder.listen();
  }

  /** nginx's error log so far ('' before it has written one). */
  nginxErrorLog(): string {
    // scripts/nginx.ts writes it beside the access log.
    const path = join(dirname(this.nginx.accessLog), 'error.log');
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  }

  /**
   * Build B, as `npm run build` makes it on a deploy: from a copy of the sources in which the
   * privacy policy page is marked (so its chunk is another file), into the replicas' build
   * folders, which keep build A's hashed files.
   */
  async buildB(): Promise<void> {
    const sources = join(this.dir, 'sources-b');
    for (const path of ['src', 'sw', 'common', 'contract', 'public', 'server', 'scripts']) {
      cpSync(join(ROOT, path), join(sources, path), { recursive: true });
    }
    const files = readdirSync(ROOT).filter((name) => /^(tsconfig.*\.json|vite\..*\.ts)$/.test(name));
    for (const file of ['package.json', 'manifest.webmanifest', ...files]) {
      cpSync(join(ROOT, file), join(sources, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(sources, 'node_modules'));
    const policy = join(sources, 'src/routes/about/policy/index.tsx');
    const text = readFileSync(policy, 'utf8');
    const marked = text.replace(
      'return <ContentPageView page={page} />;',
      'return <div data-build="B"><ContentPageView page={page} /></div>;',
    );
    if (marked === text) throw new Error('The policy page changed: mark build B elsewhere.');
    writeFileSync(policy, marked);
    const build = spawnService(
      'build B',
      process.execPath,
      ['--import', 'tsx', 'server/scripts/build.ts'],
      { DIST_DIR: this.build.distDir, SSR_DIR: this.build.ssrDir, NODE_DIR: join(this.dir, 'dist-node-b') },
      sources,
    );
    if ((await build.exited()) !== 0) throw new Error(`build B failed:\n${build.output.join('')}`);
  }

  /** How many refreshes the backend has made: with rotation, each blacklists the token it replaced. */
  refreshesMade(): number {
    const db = new DatabaseSync(this.backendDb, { readOnly: true, timeout: 5000 });
    try {
      const row = db.prepare('SELECT COUNT(*) AS count FROM token_blacklist_blacklistedtoken').get() as {
        count: number;
      };
      return row.count;
    } finally {
      db.close();
    }
  }

  /** How many orders the backend holds per buyer e-mail, for the e-mails that start with `prefix`. */
  ordersByEmail(prefix: string): Map<string, number> {
    const db = new DatabaseSync(this.backendDb, { readOnly: true, timeout: 5000 });
    try {
      const rows = db
        .prepare(
          'SELECT email, COUNT(*) AS count FROM shop_order WHERE substr(email, 1, length(?)) = ? GROUP BY email',
        )
        .all(prefix, prefix) as Array<{ email: string; count: number }>;
      return new Map(rows.map((row) => [row.email, row.count]));
    } finally {
      db.close();
    }
  }

  /** The replicas (by port) that answered requests for `path` through nginx, in order. */
  replicasThatAnswered(path: string): number[] {
    return readFileSync(this.nginx.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(` ${path} HTTP/`))
      .flatMap((line) => /upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1] ?? [])
      .map(Number);
  }

  /** Writes nginx's logs and what the replicas (each process) and the backend wrote into `target`. */
  saveLogs(target: string): void {
    mkdirSync(target, { recursive: true });
    if (this.proxy) {
      cpSync(this.proxy.accessLog, join(target, 'nginx-access.log'));
      writeFileSync(join(target, 'nginx-error.log'), this.nginxErrorLog());
    }
    this.replicaHistory.forEach((replica, index) =>
      writeFileSync(
        join(target, `${index + 1}-${replica.name.replace(' ', '-')}.log`),
        replica.output.join(''),
      ),
    );
    writeFileSync(join(target, 'backend.log'), this.backend.output.join(''));
  }

  dump(): void {
    for (const [port, replica] of this.replicas)
      console.log(`--- replica ${port}\n${replica.output.join('')}`);
    console.log(`--- backend\n${this.backend.output.join('').slice(-5000)}`);
    console.log(`--- nginx\n${readFileSync(this.nginx.accessLog, 'utf8')}`);
  }

  /** Stops everything it started and removes its files; a second call waits for the first. */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.all([...this.replicas.values()].map((replica) => replica.stop('SIGKILL')));
      await this.proxy?.stop();
      await Promise.all([this.backend.stop(), this.redis.stop(), this.forwarder.close()]);
      rmSync(this.dir, { recursive: true, force: true });
    })();
    return this.stopping;
  }
}
