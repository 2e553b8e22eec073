import { existsSync } from 'node:fs';

const firstExisting = (candidates: Array<string | undefined>): string | null =>
  candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate)) ?? null;

/** Debian's `redis-server` (REDIS_SERVER_PATH overrides): the tests' shared session store. */
export const resolveRedisServer = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.REDIS_SERVER_PATH, '/usr/bin/redis-server']);

/** Debian's `nginx` (NGINX_PATH overrides): the deployment test's proxy in front of the replicas. */
export const resolveNginx = (env: NodeJS.ProcessEnv = process.env): string | null =>
  firstExisting([env.NGINX_PATH, '/usr/sbin/nginx']);
