/**
 * nginx with `proxy_cache` in front of the bench's server, when Debian's nginx is installed
 * (`BENCH_NGINX` names another binary). It runs docs/nginx-proxy-cache.conf, the README's
 * deployment example, with its placeholders filled in and a main part of its own: in the
 * foreground as the bench's child, everything it writes (pid, logs, cache, temp files) in a
 * temporary directory, which goes when it stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const TEMPLATE = new URL('../docs/nginx-proxy-cache.conf', import.meta.url);

export interface RunningNginx {
  baseUrl: string;
  /** Stops nginx (its master process, by PID: the workers go with it) and removes its directory. */
  stop(): Promise<void>;
}

/** docs/nginx-proxy-cache.conf with its placeholders filled in. */
function fillTemplate(values: Record<'LISTEN' | 'SERVER_NAME' | 'REPLICA' | 'CACHE_DIR', string>) {
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = (values as Record<string, string>)[name];
    if (value === undefined) throw new Error(`docs/nginx-proxy-cache.conf: nothing for ${placeholder}`);
    return value;
  });
}

function mainConfig(dir: string, port: number, upstreamPort: number): string {
  const path = (name: string) => join(dir, name);
  return `daemon off;
master_process on;
worker_processes auto;
pid ${path('nginx.pid')};
error_log ${path('error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${path('client_body')};
    proxy_temp_path ${path('proxy')};
    fastcgi_temp_path ${path('fastcgi')};
    uwsgi_temp_path ${path('uwsgi')};
    scgi_temp_path ${path('scgi')};

${fillTemplate({
  LISTEN: `127.0.0.1:${port}`,
  SERVER_NAME: '127.0.0.1',
  REPLICA: `127.0.0.1:${upstreamPort}`,
  CACHE_DIR: path('cache'),
})}
}
`;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(timer);
}

/** Starts nginx on `port` in front of the server on `upstreamPort`; null when there is no nginx. */
export async function startNginx(port: number, upstreamPort: number): Promise<RunningNginx | null> {
  if (!existsSync(NGINX)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  // Started as root, nginx runs its workers as `nobody` and hands them the directories it creates.
  chmodSync(dir, 0o755);
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, mainConfig(dir, port, upstreamPort));
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', config, '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const running: RunningNginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const start = Date.now();
  while (Date.now() - start < 10_000) {
    if (child.exitCode !== null) break;
    try {
      // The proxy is up when it answers at all (whatever the storefront says behind it).
      await fetch(`${running.baseUrl}/robots.txt`, { method: 'HEAD' });
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  await running.stop();
  throw new Error(`nginx did not start:\n${log}`);
}
