import type { OutageWindow, Phase } from './fault-schedule.ts';
import type { ReplicaMemory } from './memory-sampler.ts';
import type { SoakConfig } from './soak-config.ts';
import type { Sample } from './soak-requests.ts';
import type { OrderAttempt, SignOut } from './virtual-users.ts';

/** Everything the soak saw, for the report and the criteria. */
export interface SoakFindings {
  config: SoakConfig;
  startedAt: Date;
  /** When the load stopped, in ms since the soak began. */
  end: number;
  phases: Phase[];
  outage: OutageWindow;
  samples: Sample[];
  attempts: OrderAttempt[];
  /** The backend's orders per buyer e-mail of this run. */
  ordersInBackend: Map<string, number>;
  signOuts: SignOut[];
  failedSignIns: number;
  memory: ReplicaMemory[];
  /** From nginx's logs, when it could read them. */
  nginx: { noLiveUpstreams: number; statuses: Map<number, number>; lines: number } | null;
}

export interface SoakReport {
  /** The plain-text tables. */
  text: string;
  /** What broke the criteria, each a line; empty when the deployment held. */
  failures: string[];
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A table of plain text: columns padded to their widest cell, numbers to the right. */
function table(head: string[], rows: string[][]): string {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 || !/^[\d.–%+-]+( MB)?$/.test(cell)
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

/** How many of `samples` had each status. */
function counted(samples: Sample[]): Map<number, number> {
  const statuses = new Map<number, number>();
  for (const sample of samples)
    if (sample.status !== null) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  return statuses;
}

/** `502×3 503×1`, the statuses from `from` on. */
const statusList = (statuses: Map<number, number>, from = 0) =>
  [...statuses]
    .filter(([status]) => status >= from)
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || 'none';

const is5xx = (sample: Sample) => sample.status !== null && sample.status >= 500;

/** Whether a request was out while the backend was away (or its grace after), by its own span. */
function inOutage(sample: Sample, outage: OutageWindow, end: number): boolean {
  if (outage.from === null) return false;
  return sample.start < (outage.to ?? end) && sample.end > outage.from;
}

function describe(sample: Sample, phases: Phase[]): string {
  const phase = phaseOf(sample.start, phases)?.name ?? '?';
  const answer =
    sample.status === null
      ? `no answer (${sample.error})`
      : `${sample.status}${sample.error ? ` (${sample.error})` : ''}${sample.complete ? '' : ' incomplete'}`;
  const who = sample.signedIn ? 'signed-in' : 'anonymous';
  const id = sample.requestId ? ` id=${sample.requestId}` : '';
  const body = sample.snippet ? ` «${sample.snippet}»` : '';
  return `  t=${seconds(sample.start)}s [${phase}] ${who} ${sample.role} ${sample.method} ${sample.path} → ${answer}${id}${body}`;
}

function phaseOf(at: number, phases: Phase[]): Phase | undefined {
  return phases.findLast((phase) => phase.start <= at) ?? phases[0];
}

/** Up to `count` of `samples`, described, and how many more there were. */
function listed(samples: Sample[], phases: Phase[], count = 8): string[] {
  const lines = samples.slice(0, count).map((sample) => describe(sample, phases));
  if (samples.length > count) lines.push(`  … and ${samples.length - count} more`);
  return lines;
}

function phaseTable({ phases, samples, end }: SoakFindings): string {
  const rows = phases.map((phase, index) => {
    const to = phases[index + 1]?.start ?? end;
    const own = samples.filter((sample) => sample.start >= phase.start && sample.start < to);
    const latencies = own.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
    const count = (test: (sample: Sample) => boolean) => String(own.filter(test).length);
    const ms = (value: number | null) => (value === null ? '–' : value.toFixed(0));
    return [
      phase.name,
      `${seconds(phase.start)}–${seconds(to)}`,
      String(own.length),
      count((sample) => is5xx(sample) && !sample.signedIn),
      count((sample) => is5xx(sample) && sample.signedIn && !sample.storeAway),
      count((sample) => sample.signedIn && sample.storeAway),
      count((sample) => sample.status === null),
      count((sample) => sample.status !== null && !sample.complete),
      ms(percentile(latencies, 0.5)),
      ms(percentile(latencies, 0.99)),
      own.some(is5xx) ? statusList(counted(own.filter(is5xx)), 500) : '–',
    ];
  });
  return table(
    [
      'phase',
      'from–to s',
      'requests',
      '5xx anon',
      '5xx signed-in',
      'store-away 503',
      'no answer',
      'incomplete',
      'p50 ms',
      'p99 ms',
      '5xx by status',
    ],
    rows,
  );
}

function stepLines({ phases }: SoakFindings): string[] {
  return phases.flatMap((phase) => [
    ...phase.steps.map((step) => `  ${seconds(step.at)}s  ${phase.name}: ${step.what}`),
    ...(phase.error ? [`  ${phase.name}: FAILED: ${phase.error}`] : []),
    ...(phase.start - phase.planned > 500
      ? [`  ${phase.name}: began ${seconds(phase.start - phase.planned)} s late (the fault before ran long)`]
      : []),
  ]);
}

interface OrderCounts {
  lost: string[];
  duplicated: string[];
  unknown: string[];
  acknowledged: number;
  found: number;
}

function countOrders({ attempts, ordersInBackend }: SoakFindings): OrderCounts {
  const acknowledged = attempts.filter((attempt) => attempt.acknowledged);
  return {
    acknowledged: acknowledged.length,
    found: [...ordersInBackend.values()].reduce((sum, count) => sum + count, 0),
    lost: acknowledged
      .filter((attempt) => !ordersInBackend.has(attempt.email))
      .map((attempt) => attempt.email),
    duplicated: [...ordersInBackend].filter(([, count]) => count > 1).map(([email]) => email),
    unknown: attempts
      .filter((attempt) => !attempt.acknowledged && ordersInBackend.has(attempt.email))
      .map((attempt) => `${attempt.email} (order call: ${attempt.status ?? 'no answer'})`),
  };
}

function memoryTable({ memory }: SoakFindings): string {
  return table(
    ['replica', 'processes', 'start', 'peak', 'end', 'after warm-up', 'growth', 'ran'],
    memory.map((replica) => [
      String(replica.port),
      String(replica.processes),
      mb(replica.start),
      mb(replica.peak),
      mb(replica.end),
      mb(replica.warm),
      replica.growthPercent === null
        ? '–'
        : `${replica.growthPercent >= 0 ? '+' : ''}${replica.growthPercent.toFixed(1)}%`,
      replica.lastProcessSeconds === null ? '–' : `${replica.lastProcessSeconds.toFixed(0)} s`,
    ]),
  );
}

/** The report of a soak, and the criteria it broke. */
export function soakReport(findings: SoakFindings): SoakReport {
  const { config, samples, phases, outage, end, attempts, signOuts, nginx } = findings;
  const orders = countOrders(findings);
  const outside = (sample: Sample) => !inOutage(sample, outage, end);
  const anonymous5xx = samples.filter((sample) => is5xx(sample) && !sample.signedIn && outside(sample));
  const signedIn5xx = samples.filter(
    (sample) => is5xx(sample) && sample.signedIn && !sample.storeAway && outside(sample),
  );
  const noAnswer = samples.filter((sample) => sample.status === null);
  const incomplete = samples.filter((sample) => sample.status !== null && !sample.complete);
  const reachedOrder = attempts.filter((attempt) => attempt.stage === 'order').length;
  const noPlaces = attempts.filter((attempt) => attempt.noPlaces).length;
  const statusesSeen = counted(samples);
  const outage5xx = samples.filter((sample) => is5xx(sample) && !outside(sample));
  // Allowed there, but a visitor should still get the contract's `{"detail": "…"}`, not a stack's words.
  const shapeless = outage5xx.filter((sample) => sample.path.startsWith('/api/') && !sample.contractError);
  const shapelessKinds = [
    ...new Set(shapeless.map((sample) => `${sample.status} «${sample.snippet ?? ''}»`)),
  ];

  const text = [
    `Soak of ${config.seconds} s from ${findings.startedAt.toISOString()}: ${config.readers} readers at ${config.readerRps}/s ` +
      `(every ${config.bypassEvery}th past the cache), ${config.shoppers} shoppers, ${config.tourists} tourists ` +
      `every ${config.touristPeriodMs} ms, access tokens of ${config.accessSeconds} s; ` +
      `${samples.length} requests, ${(samples.length / (end / 1000)).toFixed(1)}/s.`,
    '',
    phaseTable(findings),
    '',
    'Faults:',
    ...stepLines(findings),
    outage.from === null
      ? '  backend outage window: none'
      : `  backend outage window (criteria): ${seconds(outage.from)}–${outage.to === null ? 'end' : seconds(outage.to)} s: ` +
        `${outage5xx.length} 5xx (allowed), ${shapeless.length} of them API answers not in the contract's error shape` +
        (shapelessKinds.length
          ? `, e.g.\n${shapelessKinds
              .slice(0, 4)
              .map((kind) => `    ${kind}`)
              .join('\n')}`
          : ''),
    '',
    `Orders: ${attempts.length} tries, ${reachedOrder} reached the order call, ${orders.acknowledged} acknowledged (2xx), ` +
      `${orders.found} in the backend. Lost ${orders.lost.length}, duplicated ${orders.duplicated.length}, ` +
      `unknown to the tourist ${orders.unknown.length}; refused for places ${noPlaces}.`,
    `Sign-outs: ${signOuts.length}; sign-ins refused or unanswered: ${findings.failedSignIns}.`,
    `Statuses seen by the load: ${statusList(statusesSeen)}.`,
    nginx === null
      ? 'nginx: its logs could not be read.'
      : `nginx: ${nginx.lines} requests logged, 5xx sent ${statusList(nginx.statuses, 500)}; ` +
        `"no live upstreams" ${nginx.noLiveUpstreams} times in its error log.`,
    '',
    'Replica memory (VmRSS, sampled every second; growth of the process alive at the end, from its first sample ≥ 20 s after it was ready, or its first once ready):',
    memoryTable(findings),
  ].join('\n');

  const failures: string[] = [];
  const fail = (headline: string, details: string[] = []) => failures.push([headline, ...details].join('\n'));
  if (orders.lost.length)
    fail(
      `${orders.lost.length} orders lost (acknowledged, not in the backend):`,
      orders.lost.map((email) => `  ${email}`),
    );
  if (orders.duplicated.length)
    fail(
      `${orders.duplicated.length} orders duplicated:`,
      orders.duplicated.map((email) => `  ${email}`),
    );
  if (signOuts.length)
    fail(
      `${signOuts.length} sign-outs:`,
      signOuts.map(
        (signOut) =>
          `  t=${seconds(signOut.at)}s [${phaseOf(signOut.at, phases)?.name}] tourist ${signOut.tourist}: ${signOut.how}`,
      ),
    );
  if (incomplete.length) fail(`${incomplete.length} incomplete answers:`, listed(incomplete, phases));
  if (noAnswer.length) fail(`${noAnswer.length} requests without an answer:`, listed(noAnswer, phases));
  if (anonymous5xx.length)
    fail(`${anonymous5xx.length} anonymous 5xx outside the backend outage:`, listed(anonymous5xx, phases));
  if (signedIn5xx.length)
    fail(
      `${signedIn5xx.length} signed-in 5xx outside the backend outage other than the store-away 503:`,
      listed(signedIn5xx, phases),
    );
  for (const phase of phases) if (phase.error) fail(`The fault "${phase.name}" failed: ${phase.error}`);
  if (config.shoppers > 0 && orders.acknowledged === 0)
    fail('No order was acknowledged: the soak ordered nothing.');
  // An order the tourist was not told of is listed, not failed: it comes with a 5xx or a reset
  // counted above, or falls in the backend outage, where a failed answer is allowed.
  return {
    text: [
      text,
      ...(orders.unknown.length
        ? ['', 'Orders unknown to the tourist:', ...orders.unknown.map((line) => `  ${line}`)]
        : []),
    ].join('\n'),
    failures,
  };
}
