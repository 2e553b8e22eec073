import type { FastifyInstance, RouteShorthandOptions } from 'fastify';

/**
 * One thing the server needs to serve: it answers by resolving, and fails by throwing. A check
 * that takes longer than the timeout (`READINESS_TIMEOUT_MS`) counts as failed, and its signal aborts.
 */
export interface ReadinessCheck {
  /** Named in `/readyz`'s answer when it fails, e.g. `backend`, `database`, `redis`. */
  name: string;
  check: (signal: AbortSignal) => Promise<void>;
}

/** Long enough for a backend under load, short enough for a probe with its own timeout. */
export const READINESS_TIMEOUT_MS = 2000;

/** Probes come every few seconds: the request log does not list them (a failed check is still logged). */
const PROBE: RouteShorthandOptions = { logLevel: 'warn' };

/** A probe's answer is about this instant and this process: no proxy or browser keeps it. */
const NOT_KEPT = 'no-store';

async function passes({ check }: ReadinessCheck, timeoutMs: number): Promise<void> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new Error(`no answer in ${timeoutMs} ms`)), { once: true }),
  );
  await Promise.race([check(signal), timedOut]);
}

/**
 * `GET /healthz` (liveness): the process answers; nothing else is asked, so a slow backend never
 * gets the server restarted. `GET /readyz` (readiness): every check passes, so a load balancer may
 * send visitors here; otherwise 503 naming the checks that failed (their errors go to the log, not
 * to whoever asks). The checks run side by side on each call.
 */
export function registerHealth(
  app: FastifyInstance,
  checks: readonly ReadinessCheck[],
  { timeoutMs = READINESS_TIMEOUT_MS }: { timeoutMs?: number } = {},
): void {
  app.get('/healthz', PROBE, async (_request, reply) =>
    reply.header('cache-control', NOT_KEPT).send({ status: 'ok' }),
  );

  // A replica told to stop is not ready from that moment, before its last answers go out.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/readyz', PROBE, async (request, reply) => {
    reply.header('cache-control', NOT_KEPT);
    if (stopping) return reply.code(503).send({ status: 'unavailable', failed: ['stopping'] });
    const results = await Promise.allSettled(checks.map((check) => passes(check, timeoutMs)));
    const failed: string[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const name = checks[index]!.name;
      failed.push(name);
      request.log.warn({ err: result.reason as unknown, check: name }, 'readiness check failed');
    });
    if (failed.length > 0) return reply.code(503).send({ status: 'unavailable', failed });
    return reply.send({ status: 'ok' });
  });
}
