import { expect, test } from '@playwright/test';
import { soakConfig } from './support/soak-config.ts';
import { runSoak } from './support/soak-run.ts';

/**
 * The short soak (issue 46): `npm run soak` for a minute. The deployment of tests/deploy under a
 * bounded load while five faults hit it one after another: a replica restarted (SIGTERM), Redis
 * restarted, a rolling deploy, a backend outage, a replica killed (SIGKILL) and restarted. Orders
 * are neither lost nor doubled, nobody is signed out, every answer is whole, and no visitor gets a
 * 5xx outside the backend outage but the signed-in calls' store-away 503.
 */

/** Long enough for every phase to hold a few seconds of load (rolling deploy: two replica starts). */
const SOAK_S = 60;

test('a minute of load through five faults loses no order, signs nobody out, answers every request whole', async () => {
  // The soak itself, the deployment's start and stop, and the load's last requests (15 s at most).
  test.setTimeout((SOAK_S + 120) * 1000);
  const report = await runSoak(soakConfig(process.env, SOAK_S));
  // A failure shows the tables in its message, and each broken criterion with its first requests.
  if (report.failures.length === 0) console.log(report.text);
  expect(report.failures, report.text).toEqual([]);
});
