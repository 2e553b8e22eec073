import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fastifyMetrics from 'fastify-metrics';

/** A scrape is about this instant and this process: no proxy keeps it. */
const notKept: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/**
 * Prometheus metrics at `path`: the process's (memory, event loop lag, handles) and a duration
 * histogram per route (`http_request_duration_seconds`, by method, route pattern and status).
 * Histograms only: Prometheus adds them up across replicas, which it cannot do with summaries.
 * Register before the routes it measures (it lists them as they are added).
 */
export async function registerMetrics(app: FastifyInstance, path: string): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== path) return;
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), notKept];
  });
  await app.register(fastifyMetrics, {
    endpoint: path,
    // prom-client's registry is one per process: an app built again (tests) starts it afresh.
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Scrapes are not traffic.
      routeBlacklist: [path],
    },
  });
}
