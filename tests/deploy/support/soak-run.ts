import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from './deployment.ts';
import { FaultSchedule } from './fault-schedule.ts';
import { MemorySampler } from './memory-sampler.ts';
import { pause } from './pause.ts';
import type { SoakConfig } from './soak-config.ts';
import { soakReport, type SoakFindings, type SoakReport } from './soak-report.ts';
import { SoakClient, SoakClock } from './soak-requests.ts';
import { bookableEvents, Load } from './virtual-users.ts';

export interface SoakOptions {
  /** Aborting it ends the soak early; everything it started is stopped all the same. */
  signal?: AbortSignal;
  /** Progress lines (the phases as they begin). */
  log?: (line: string) => void;
  /** A directory for nginx's logs, the replicas' and the backend's output, and every request of the load. */
  keepLogs?: string;
}

/** What nginx wrote: the requests per status, and how often it found no replica to send one to. */
function nginxLogs(deployment: Deployment): SoakFindings['nginx'] {
  try {
    const statuses = new Map<number, number>();
    const lines = readFileSync(deployment.nginx.accessLog, 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const status = Number(/" (\d{3}) /.exec(line)?.[1]);
      if (status) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const noLiveUpstreams = deployment.nginxErrorLog().split('no live upstreams').length - 1;
    return { noLiveUpstreams, statuses, lines: lines.length };
  } catch {
    return null;
  }
}

/**
 * The soak: the deployment of tests/deploy, a bounded load on it through nginx for
 * `config.seconds`, the fault schedule meanwhile; then the report. Stops what it started, whatever happens.
 */
export async function runSoak(
  config: SoakConfig,
  { signal, log = () => {}, keepLogs }: SoakOptions = {},
): Promise<SoakReport> {
  const deployment = await Deployment.start({ accessSeconds: config.accessSeconds });
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal?.addEventListener('abort', abort, { once: true });
  let load: Load | null = null;
  let sampler: MemorySampler | null = null;
  let client: SoakClient | null = null;
  try {
    if (signal?.aborted) throw new Error('The soak was interrupted.');
    const events = await bookableEvents(deployment.backendUrl);
    const clock = new SoakClock();
    const requests = new SoakClient(deployment.url, clock);
    client = requests;
    const tag = Date.now().toString(36);
    load = new Load(requests, config, events, tag);
    sampler = new MemorySampler(deployment, clock);
    const schedule = new FaultSchedule(deployment, config.seconds * 1000, clock);
    log(
      `deployment up at ${deployment.url} (replicas ${deployment.replicaPorts.join(', ')}); load for ${config.seconds} s`,
    );
    sampler.start();
    load.start();
    const progress = setInterval(() => {
      const phase = schedule.phases.at(-1);
      log(`${(clock.now() / 1000).toFixed(0)} s [${phase?.name ?? '…'}] ${requests.samples.length} requests`);
    }, 10_000);
    try {
      await schedule.run(stop.signal);
      await pause(schedule.endsAt() - clock.now(), stop.signal);
    } finally {
      clearInterval(progress);
    }
    const end = clock.now();
    await load.stop();
    sampler.stop();
    if (signal?.aborted) throw new Error('The soak was interrupted.');
    return soakReport({
      config,
      startedAt: clock.startedAt,
      end,
      phases: schedule.phases,
      outage: schedule.outage,
      samples: requests.samples,
      attempts: load.attempts,
      ordersInBackend: deployment.ordersByEmail(`soak-${tag}-`),
      signOuts: load.signOuts,
      failedSignIns: load.failedSignIns,
      memory: sampler.summary(),
      nginx: nginxLogs(deployment),
    });
  } finally {
    stop.abort();
    signal?.removeEventListener('abort', abort);
    // The load first: its users would go on asking a deployment that is gone.
    await load?.stop();
    sampler?.stop();
    if (keepLogs) {
      try {
        deployment.saveLogs(keepLogs);
        const lines = (client?.samples ?? []).map((sample) => JSON.stringify(sample));
        writeFileSync(join(keepLogs, 'requests.jsonl'), lines.join('\n'));
        log(`logs kept in ${keepLogs}`);
      } catch (error) {
        log(`the logs could not be kept in ${keepLogs}: ${String(error)}`);
      }
    }
    await deployment.stop();
  }
}
