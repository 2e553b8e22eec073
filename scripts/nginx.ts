/**
 * nginx in front of replicas of the storefront, for the bench and the deployment test. It runs
 * deploy/nginx/storefront.conf, the README's deployment, with its placeholders filled in and a
 * main part of its own: in the foreground as the caller's child, everything it writes (pid, logs,
 * cache, temp files) in a temporary directory, which goes when it stops.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { resolveNginx } from './service-paths.ts';
import { stopChild } from './stop-child.ts';

const TEMPLATE = new URL('../deploy/nginx/storefront.conf', import.meta.url);

export interface RunningNginx {
  baseUrl: string;
  /** Its access log: a line per request, with the replica that answered (`upstream=`). */
  accessLog: string;
  /** Stops nginx (its master process, by PID: the workers go with it) and removes its directory. */
  stop(): Promise<void>;
}

type Placeholder = 'LISTEN' | 'SERVER_NAME' | 'REPLICAS' | 'CACHE_DIR' | 'ACCESS_LOG';

/** deploy/nginx/storefront.conf with its placeholders filled in. */
function fillTemplate(values: Record<Placeholder, string>) {
  // Its comments name the placeholders too: only the directives are filled in.
  const fill = (line: string) =>
    line.trimStart().startsWith('#')
      ? line
      : line.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
          const value = (values as Record<string, string>)[name];
          if (value === undefined)
            throw new Error(`deploy/nginx/storefront.conf: nothing for ${placeholder}`);
          return value;
        });
  return readFileSync(TEMPLATE, 'utf8').split('\n').map(fill).join('\n');
}

function mainConfig(dir: string, port: number, replicaPorts: readonly number[]): string {
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
  REPLICAS: replicaPorts.map((replica) => `server 127.0.0.1:${replica} max_fails=0;`).join('\n    '),
  CACHE_DIR: path('cache'),
  ACCESS_LOG: path('access.log'),
})}
}
`;
}

/** Starts nginx on `port` in front of the replicas on `replicaPorts`; null when there is no nginx. */
export async function startNginx(
  port: number,
  replicaPorts: readonly number[],
): Promise<RunningNginx | null> {
  const nginx = resolveNginx();
  if (!nginx) return null;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  // Started as root, nginx runs its workers as `nobody` and hands them the directories it creates.
  chmodSync(dir, 0o755);
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, mainConfig(dir, port, replicaPorts));
  const child = spawn(nginx, ['-p', `${dir}/`, '-c', config, '-e', join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const running: RunningNginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    accessLog: join(dir, 'access.log'),
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
