/**
 * `npm run soak`: the deployment of tests/deploy under a bounded load for SOAK_S seconds (600 by
 * default) while five faults hit it on a schedule; prints the table per phase and exits 1 when the
 * criteria fail (lost or duplicated orders, sign-outs, incomplete answers, 5xx outside the backend
 * outage other than the store-away 503). The sizes of the load: tests/deploy/support/soak-config.ts.
 */
import { soakConfig } from './support/soak-config.ts';
import { runSoak } from './support/soak-run.ts';

const interrupted = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted.signal.aborted) return;
    console.error(`\n${signal}: stopping the load and everything the soak started…`);
    interrupted.abort();
  });
}

try {
  const report = await runSoak(soakConfig(), {
    signal: interrupted.signal,
    log: (line) => console.error(line),
    // SOAK_LOGS=dir keeps nginx's logs, the replicas' output and every request of the load there.
    keepLogs: process.env.SOAK_LOGS || undefined,
  });
  console.log(report.text);
  if (report.failures.length) {
    console.log(`\nFAILED: ${report.failures.length} criteria broken\n\n${report.failures.join('\n\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      '\nPASSED: no order lost or duplicated, nobody signed out, every answer whole, no 5xx outside the outage.',
    );
  }
} catch (error) {
  if (interrupted.signal.aborted) {
    console.error('Interrupted: the soak stopped what it had started.');
    process.exitCode = 130;
  } else {
    console.error(error);
    process.exitCode = 2;
  }
}
