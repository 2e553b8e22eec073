import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';
import { startNginx, type RunningNginx } from '../../../scripts/nginx.ts';
import { resolveDjangoPython } from '../../../scripts/python-path.ts';
import { resolveRedisServer } from '../../../scripts/service-paths.ts';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** The reference backend's account (tests/compat/django/shop/seed). */
export const BACKEND_USER = { username: 'compat@pskovtour.example', password: 'compat-pass-2026' };

/** A child process whose output is kept for the failure message. */
export class Service {
  readonly output: string[] = [];
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
      if (ok) return;
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
  private constructor(
    readonly dir: string,
    readonly build: BuildDirs,
    private readonly redis: Service,
    private readonly backend: Service,
    readonly backendDb: string,
    readonly backendUrl: string,
    readonly redisUrl: string,
    readonly nginxPort: number,
    readonly replicaPorts: number[],
  ) {}

  /** nginx in front of the replicas, started once they answer (null until then). */
  private proxy: RunningNginx | null = null;

  get nginx(): RunningNginx {
    if (!this.proxy) throw new Error('nginx has not started');
    return this.proxy;
  }

  set nginx(running: RunningNginx) {
    this.proxy = running;
  }

  static async start({ accessSeconds }: { accessSeconds: number }): Promise<Deployment> {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-deploy-'));
    // Build A: the checkout's own build, copied where the replicas run it from.
    const build = { distDir: join(dir, 'dist'), ssrDir: join(dir, 'dist-server') };
    cpSync(join(ROOT, 'dist'), build.distDir, { recursive: true });
    cpSync(join(ROOT, 'dist-server'), build.ssrDir, { recursive: true });
    // The render entry imports the packages it was built against, as it does in the checkout.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));

    const [redisPort, backendPort, nginxPort, ...replicaPorts] = await Promise.all(
      [0, 1, 2, 3, 4].map(() => freePort()),
    );
    const redisServer = resolveRedisServer();
    if (!redisServer) throw new Error('No redis-server: npm test installs it (scripts/ensure-test-deps.ts).');
    const redis = spawnService(
      'redis',
      redisServer,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
    );
    const backendDb = join(dir, 'backend.sqlite3');
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
      },
    );
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const deployment = new Deployment(
      dir,
      build,
      redis,
      backend,
      backendDb,
      backendUrl,
      `redis://127.0.0.1:${redisPort}/0`,
      nginxPort!,
      replicaPorts,
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

  /** A replica as deploy/systemd/storefront@.service runs it: plain node on the compiled server. */
  async startReplica(port: number): Promise<Service> {
    const replica = spawnService(`replica ${port}`, process.execPath, ['dist-node/main.js'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: this.backendUrl,
      REDIS_URL: this.redisUrl,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${this.nginxPort}`,
      DIST_DIR: this.build.distDir,
      SSR_DIR: this.build.ssrDir,
    });
    this.replicas.set(port, replica);
    await replica.ready(`http://127.0.0.1:${port}/readyz`);
    return replica;
  }

  /** Stops a replica as systemd does (SIGTERM); its exit code. */
  async stopReplica(port: number): Promise<number | null> {
    return (await this.replicas.get(port)?.stop('SIGTERM')) ?? null;
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

  /** The replicas (by port) that answered requests for `path` through nginx, in order. */
  replicasThatAnswered(path: string): number[] {
    return readFileSync(this.nginx.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(` ${path} HTTP/`))
      .flatMap((line) => /upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1] ?? [])
      .map(Number);
  }

  dump(): void {
    for (const [port, replica] of this.replicas)
      console.log(`--- replica ${port}\n${replica.output.join('')}`);
    console.log(`--- backend\n${this.backend.output.join('').slice(-5000)}`);
    console.log(`--- nginx\n${readFileSync(this.nginx.accessLog, 'utf8')}`);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.replicas.values()].map((replica) => replica.stop('SIGKILL')));
    await this.proxy?.stop();
    await Promise.all([this.backend.stop(), this.redis.stop()]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
