/**
 * `npm run bench -- --against <ref>`: this checkout against another commit, both built and served
 * side by side (each its own build, port and throwaway database), every page measured on both in
 * the same run, the side that goes first alternating from run to run. Per page: bytes as served
 * (scripts/bench-bytes.ts), the Chrome trace at 4× CPU (scripts/bench-trace.ts) and Lighthouse,
 * each BENCH_RUNS times (5); a table of both medians, their ratio, the rank test's p-value and a
 * verdict per figure (scripts/bench-verdict.ts), then a one-line verdict per page and this
 * checkout's medians against the budgets (scripts/bench-budgets.ts). `--keep` keeps the other commit's
 * worktree and build (in the system's temporary folder) for the next run against it; BENCH_LIGHTHOUSE=0 leaves Lighthouse
 * out (bytes and traces only, a few minutes); BENCH_PAGES picks pages (scripts/bench-pages.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { servedPage, type ServedPage } from './bench-bytes.ts';
import { lighthouse, lighthouseFigures } from './bench-lighthouse.ts';
import { benchPages, lighthouseWorthy, type PageLabel } from './bench-pages.ts';
import { defaultRef, prepareRef, refEnv } from './bench-ref.ts';
import { type CheckoutServer, startCheckout } from './bench-server.ts';
import { type PageTrace, tracePage } from './bench-trace.ts';
import { budgetChecks } from './bench-budgets.ts';
import { rankTestP, SIGNIFICANCE, smallestP, spread, verdict, type Words } from './bench-verdict.ts';
import { CHROMIUM_ARGS, resolveChromium } from './chromium-path.ts';
import { freePort } from './free-port.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

const LATER: Words = { up: 'later', down: 'sooner' };
const LONGER: Words = { up: 'longer', down: 'shorter' };
const MORE: Words = { up: 'more', down: 'less' };
const FEWER: Words = { up: 'more', down: 'fewer' };
const HIGHER: Words = { up: 'higher', down: 'lower' };

interface Figure {
  name: string;
  /** The same in every run (bytes): compared as it is. */
  exact?: boolean;
  words: Words;
  unit: (value: number) => string;
  /** Part of the page's one-line verdict. */
  headline?: boolean;
}
const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
const count = (value: number) => String(Math.round(value));

type Runs = Map<Figure, { ref: number[]; ours: number[] }>;

function record(runs: Runs, figure: Figure, side: 'ref' | 'ours', value: number): void {
  const sides = runs.get(figure) ?? { ref: [], ours: [] };
  sides[side].push(value);
  runs.set(figure, sides);
}

const BYTES = {
  jsBr: { name: 'JS as served, br', exact: true, words: MORE, unit: kb, headline: true },
  jsGzip: { name: 'JS as served, gzip', exact: true, words: MORE, unit: kb },
  cssBr: { name: 'CSS files as served, br', exact: true, words: MORE, unit: kb },
  htmlBr: { name: 'HTML as served, br', exact: true, words: MORE, unit: kb },
} satisfies Record<string, Figure>;
const TRACE = {
  mainThreadCpu: { name: 'main-thread CPU time (trace)', words: MORE, unit: ms, headline: true },
  scriptCpu: { name: 'script CPU time (trace)', words: MORE, unit: ms },
  mainThread: { name: 'main-thread work at 4× CPU (trace)', words: MORE, unit: ms },
  script: { name: 'script at 4× CPU (trace)', words: MORE, unit: ms },
  blocking: { name: 'blocking after FCP (trace)', words: LONGER, unit: ms, headline: true },
  longTasks: { name: 'long tasks (trace)', words: FEWER, unit: count },
  longest: { name: 'longest task (trace)', words: LONGER, unit: ms },
  styles: { name: 'style recalcs before first paint', words: FEWER, unit: count },
  layouts: { name: 'layouts before first paint', words: FEWER, unit: count },
  fcp: { name: 'FCP (trace)', words: LATER, unit: ms },
  lcp: { name: 'LCP render time (trace)', words: LATER, unit: ms },
} satisfies Record<string, Figure>;
const LIGHTHOUSE = {
  performance: { name: 'Lighthouse performance', words: HIGHER, unit: count, headline: true },
  accessibility: { name: 'Lighthouse accessibility', words: HIGHER, unit: count },
  lcp: { name: 'LCP (Lighthouse)', words: LATER, unit: (v) => `${(v / 1000).toFixed(2)} s`, headline: true },
  tbt: { name: 'TBT (Lighthouse, simulated 4× CPU)', words: LONGER, unit: ms, headline: true },
  cls: { name: 'CLS (Lighthouse)', words: MORE, unit: (v) => v.toFixed(3) },
} satisfies Record<string, Figure>;

function recordBytes(runs: Runs, side: 'ref' | 'ours', bytes: ServedPage): void {
  record(runs, BYTES.jsBr, side, bytes.js.br);
  record(runs, BYTES.jsGzip, side, bytes.js.gzip);
  record(runs, BYTES.cssBr, side, bytes.css.br);
  record(runs, BYTES.htmlBr, side, bytes.html.br);
}

function recordTrace(runs: Runs, side: 'ref' | 'ours', trace: PageTrace): void {
  record(runs, TRACE.mainThreadCpu, side, trace.mainThreadCpuMs);
  record(runs, TRACE.scriptCpu, side, trace.scriptCpuMs);
  record(runs, TRACE.mainThread, side, trace.mainThreadMs);
  record(runs, TRACE.script, side, trace.scriptMs);
  record(runs, TRACE.blocking, side, trace.blockingMs);
  record(runs, TRACE.longTasks, side, trace.longTasks);
  record(runs, TRACE.longest, side, trace.longestTaskMs);
  record(runs, TRACE.styles, side, trace.styleRecalcsBeforePaint);
  record(runs, TRACE.layouts, side, trace.layoutsBeforePaint);
  record(runs, TRACE.fcp, side, trace.firstContentfulPaintMs);
  record(runs, TRACE.lcp, side, trace.lcpMs);
}

/** `median (lower–upper quartile)`, or the one value when the runs agree. */
function shown(figure: Figure, values: number[]): string {
  const { median, low, high, runs } = spread(values);
  if (!runs) return 'n/a';
  return low === high
    ? figure.unit(median)
    : `${figure.unit(median)} (${figure.unit(low)}–${figure.unit(high)})`;
}

const mostFrequent = (values: string[]) =>
  [...new Set(values)].sort(
    (a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length,
  )[0];

/** The rank test's p-value, for figures that vary from run to run. */
function pValue(figure: Figure, ref: number[], ours: number[]): string {
  if (figure.exact || ref.length < 2 || ours.length < 2) return '';
  const p = rankTestP(ref, ours);
  return p < 0.001 ? '<0.001' : p.toFixed(3);
}

const oursMedian = (runs: Runs, figure: Figure) => {
  const values = runs.get(figure)?.ours;
  return values?.length ? spread(values).median : undefined;
};

function printPage(
  label: PageLabel,
  path: string,
  refName: string,
  runs: Runs,
  lcpElements: Record<string, string[]>,
) {
  console.log(`\n${label} ${path}`);
  const row = (cells: string[]) =>
    console.log(
      `  ${cells[0]!.padEnd(36)} ${cells[1]!.padEnd(26)} ${cells[2]!.padEnd(26)} ${cells[3]!.padEnd(6)} ${cells[4]!.padEnd(7)} ${cells[5]}`,
    );
  row(['figure', refName, 'this checkout', 'ratio', 'p', 'verdict']);
  const headlines: string[] = [];
  for (const [figure, { ref, ours }] of runs) {
    const ratio = spread(ours).median / spread(ref).median;
    const said = verdict(figure.name, ref, ours, figure.words, figure.exact);
    row([
      figure.name,
      shown(figure, ref),
      shown(figure, ours),
      Number.isFinite(ratio) ? ratio.toFixed(2) : '–',
      pValue(figure, ref, ours),
      said,
    ]);
    if (figure.headline) headlines.push(said);
  }
  row([
    'LCP element (most runs)',
    mostFrequent(lcpElements.ref!) ?? '–',
    mostFrequent(lcpElements.ours!) ?? '–',
    '',
    '',
    '',
  ]);
  console.log(`  verdict ${label}: ${headlines.join('; ')}`);
  const budgets = budgetChecks(label, {
    jsBrBytes: oursMedian(runs, BYTES.jsBr),
    performance: oursMedian(runs, LIGHTHOUSE.performance),
    accessibility: oursMedian(runs, LIGHTHOUSE.accessibility),
    tbtMs: oursMedian(runs, LIGHTHOUSE.tbt),
    lcpMs: oursMedian(runs, LIGHTHOUSE.lcp),
    cls: oursMedian(runs, LIGHTHOUSE.cls),
  });
  console.log(`  budgets ${label}, this checkout's medians: ${budgets.join('; ')}`);
}

export async function runAgainst(argv: readonly string[]): Promise<void> {
  const at = argv.indexOf('--against');
  const given = argv[at + 1];
  const refArg = given && !given.startsWith('--') ? given : defaultRef();
  const executablePath = resolveChromium();
  if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH.');
  console.error('Building this checkout…');
  if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' }).status !== 0)
    throw new Error('Build failed');
  const ref = prepareRef(refArg, { keep: argv.includes('--keep') });
  const refName = `${refArg} (${ref.sha.slice(0, 7)})`;
  const databases = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  const servers: CheckoutServer[] = [];
  try {
    const theirs = await startCheckout(ref.dir, await freePort(), join(databases, 'ref.sqlite'), refEnv());
    servers.push(theirs);
    const ours = await startCheckout(ROOT, await freePort(), join(databases, 'ours.sqlite'));
    servers.push(ours);
    const sides = { ref: theirs, ours } as const;
    console.log(`A/B: ${refName} against this checkout, ${RUNS} runs a side, alternating which goes first.`);
    console.log('Each cell: median (lower–upper quartile). Ratio: this checkout / the other commit.');
    if (smallestP(RUNS, RUNS) > SIGNIFICANCE)
      console.log(
        `${RUNS} runs a side cannot tell a change from noise: only bytes get a verdict (5 or more do).`,
      );
    for (const [label, path] of benchPages()) {
      const runs: Runs = new Map();
      const lcpElements: Record<string, string[]> = { ref: [], ours: [] };
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
      try {
        for (const side of ['ref', 'ours'] as const)
          recordBytes(runs, side, await servedPage(browser, sides[side].baseUrl + path));
        for (let run = 0; run < RUNS; run += 1) {
          for (const side of run % 2 ? (['ours', 'ref'] as const) : (['ref', 'ours'] as const)) {
            const trace = await tracePage(browser, sides[side].baseUrl + path);
            recordTrace(runs, side, trace);
            lcpElements[side]!.push(trace.lcpElement);
          }
        }
      } finally {
        await browser.close();
      }
      if (lighthouseWorthy(label) && process.env.BENCH_LIGHTHOUSE !== '0') {
        for (let run = 0; run < RUNS; run += 1) {
          for (const side of run % 2 ? (['ours', 'ref'] as const) : (['ref', 'ours'] as const)) {
            const figures = lighthouseFigures(
              lighthouse(sides[side].baseUrl + path, executablePath, `${label}-${side}`),
            );
            record(runs, LIGHTHOUSE.performance, side, figures.performance);
            record(runs, LIGHTHOUSE.accessibility, side, figures.accessibility);
            record(runs, LIGHTHOUSE.lcp, side, figures.lcpMs);
            record(runs, LIGHTHOUSE.tbt, side, figures.tbtMs);
            record(runs, LIGHTHOUSE.cls, side, figures.cls);
          }
        }
      }
      printPage(label, path, refName, runs, lcpElements);
    }
  } finally {
    for (const server of servers) await server.stop();
    ref.dispose();
    rmSync(databases, { recursive: true, force: true });
  }
}
