import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

// tests/e2e/agency-day.spec.ts stands a page at Moscow midnight in the shared test server with
// `x-test-now`; only a server started with TEST_CLOCK=1 honours it.

const renderedAddress = (body: string): string | undefined =>
  /history\.replaceState\(history\.state,"",("[^"]+")\)/.exec(body)?.[1];

const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function excursionsAt(testClock: boolean, at: string): Promise<string | undefined> {
  const app = await buildTestApp({ testClock });
  apps.push(app);
  const response = await app.inject({ url: '/excursions/', headers: { 'x-test-now': at } });
  expect(response.statusCode).toBe(200);
  return renderedAddress(response.body);
}

describe('the test clock', () => {
  it('renders a page, and answers its API calls, at the moment the header names when switched on', async () => {
    // 21:30 UTC is 00:30 the next day in Moscow.
    expect(await excursionsAt(true, '2031-03-09T21:30:00Z')).toBe(
      '"/excursions/?date_from=2031-03-10&date_to=2031-03-17&tourists=1"',
    );
  });

  it('is ignored otherwise', async () => {
    expect(await excursionsAt(false, '2031-03-09T21:30:00Z')).not.toContain('2031-03-10');
  });
});
