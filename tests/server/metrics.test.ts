import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { buildTestApp } from './helpers.ts';

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(metricsPath: string | undefined): Promise<FastifyInstance> {
  const app = await buildTestApp({ metricsPath });
  apps.push(app);
  return app;
}

describe('Prometheus metrics', () => {
  it('are not served unless METRICS_PATH names where', async () => {
    const app = await appWith(undefined);
    const response = await app.inject({ url: '/metrics' });
    // An ordinary page path: to its slashed form, which no page has.
    expect(response.statusCode).toBe(308);
    const page = await app.inject({ url: '/metrics/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('process_resident_memory_bytes');
  });

  it("are served at METRICS_PATH: the process's and a duration histogram per route, for no cache to keep", async () => {
    const app = await appWith('/metrics');
    const page = await app.inject({ url: '/excursions/' });
    expect(page.statusCode).toBe(200);

    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('process_resident_memory_bytes');
    expect(response.body).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/\*"[^}]*status_code="200"/,
    );
    expect(response.body).toContain('route="/api/configs/"');
    // Scrapes are not counted as traffic.
    expect(response.body).not.toContain('route="/metrics"');

    // Pages keep their policy and their cache rules.
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=/);
  });

  it('take a plain path outside /api', () => {
    expect(readConfig({ METRICS_PATH: '/metrics' }).metricsPath).toBe('/metrics');
    expect(readConfig({}).metricsPath).toBeUndefined();
    for (const bad of ['metrics', '/api/metrics', '/a b', '/metrics/']) {
      expect(() => readConfig({ METRICS_PATH: bad })).toThrow(/METRICS_PATH/);
    }
  });
});
