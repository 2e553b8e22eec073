/**
 * What a Chrome trace of one page load says about the page's main thread (pure: the trace's events
 * in, figures out). Times are milliseconds from the navigation's start.
 */

/** The fields of a trace event this reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, microseconds: what it ran, not how long it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { frame?: string; data?: Record<string, unknown> };
}

export interface TraceFigures {
  /** All the main thread's tasks, added up. */
  mainThreadMs: number;
  /** Of it, running JavaScript (compiling, evaluating, calling into it). */
  scriptMs: number;
  /**
   * The main thread's CPU time in its tasks, without the 4× slowdown and without the time it waited
   * for a core the machine's other work held: the figure that moves least with the machine's load.
   */
  mainThreadCpuMs: number;
  /** Of it, running JavaScript. */
  scriptCpuMs: number;
  /** Tasks longer than 50 ms. */
  longTasks: number;
  longestTaskMs: number;
  /** What each task after the first contentful paint spent beyond 50 ms, added up (as TBT counts). */
  blockingMs: number;
  firstContentfulPaintMs: number;
  /** Style recalculations and layouts before the first paint. */
  styleRecalcsBeforePaint: number;
  layoutsBeforePaint: number;
  /** The last LCP candidate's render time. */
  lcpMs: number;
}

const LONG_TASK_MS = 50;
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
]);
const STYLE = new Set(['UpdateLayoutTree', 'RecalculateStyles']);

const ms = (microseconds: number) => microseconds / 1000;

/** The navigation to `origin` in the main frame: the renderer's main thread and the start time. */
function mainNavigation(events: readonly TraceEvent[], origin: string) {
  const starts = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      `${event.args.data.documentLoaderURL as string}`.startsWith(origin),
  );
  const start = starts.at(-1);
  if (!start) throw new Error(`The trace has no main-frame navigation to ${origin}`);
  return start;
}

/** `events` less those that run inside another of them (a call within an evaluation). */
function outermost(events: readonly TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  let coveredUntil = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
    if (event.ts < coveredUntil) continue;
    kept.push(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return kept;
}

const total = (events: readonly TraceEvent[], field: 'dur' | 'tdur') =>
  ms(events.reduce((sum, event) => sum + (event[field] ?? 0), 0));

export function traceFigures(events: readonly TraceEvent[], origin: string): TraceFigures {
  const start = mainNavigation(events, origin);
  const onMain = events.filter(
    (event) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts,
  );
  const inFrame = (event: TraceEvent) => event.args?.frame === start.args?.frame;
  const firstOf = (name: string) => onMain.find((event) => event.name === name && inFrame(event));
  const firstPaint = firstOf('firstPaint') ?? firstOf('firstContentfulPaint');
  const fcp = firstOf('firstContentfulPaint');
  const tasks = onMain.filter((event) => event.ph === 'X' && event.name === 'RunTask');
  const long = tasks.filter((task) => ms(task.dur ?? 0) > LONG_TASK_MS);
  const beforePaint = (names: Set<string>) =>
    onMain.filter(
      (event) => names.has(event.name) && event.ph === 'X' && event.ts < (firstPaint?.ts ?? Infinity),
    ).length;
  const scripts = outermost(onMain.filter((event) => event.ph === 'X' && SCRIPT.has(event.name)));
  const lcp = onMain
    .filter((event) => event.name === 'largestContentfulPaint::Candidate' && inFrame(event))
    .at(-1);
  return {
    mainThreadMs: total(tasks, 'dur'),
    scriptMs: total(scripts, 'dur'),
    mainThreadCpuMs: total(tasks, 'tdur'),
    scriptCpuMs: total(scripts, 'tdur'),
    longTasks: long.length,
    longestTaskMs: ms(Math.max(0, ...tasks.map((task) => task.dur ?? 0))),
    blockingMs: long
      .filter((task) => task.ts >= (fcp?.ts ?? start.ts))
      .reduce((sum, task) => sum + ms(task.dur ?? 0) - LONG_TASK_MS, 0),
    firstContentfulPaintMs: fcp ? ms(fcp.ts - start.ts) : NaN,
    styleRecalcsBeforePaint: beforePaint(STYLE),
    layoutsBeforePaint: beforePaint(new Set(['Layout'])),
    lcpMs: lcp ? ms(lcp.ts - start.ts) : NaN,
  };
}
