import { describe, expect, it } from 'vitest';
import { type TraceEvent, traceFigures } from '../../scripts/trace-figures.ts';

const MAIN = { pid: 7, tid: 1 };
const frame = 'F1';
const at = (ms: number) => 1_000_000 + ms * 1000;
const mark = (name: string, ms: number): TraceEvent => ({
  name,
  ph: 'R',
  ts: at(ms),
  ...MAIN,
  args: { frame },
});
const slice = (name: string, ms: number, duration: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: at(ms),
  dur: duration * 1000,
  tdur: duration * 250,
  ...MAIN,
});
const task = (ms: number, duration: number) => slice('RunTask', ms, duration);

const events: TraceEvent[] = [
  {
    name: 'navigationStart',
    ph: 'R',
    ts: at(0),
    ...MAIN,
    args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:1/x/' } },
  },
  // Another renderer's work is not the page's.
  { name: 'RunTask', ph: 'X', ts: at(5), dur: 900_000, pid: 9, tid: 1 },
  task(10, 30),
  slice('UpdateLayoutTree', 12, 1),
  slice('Layout', 14, 1),
  slice('UpdateLayoutTree', 20, 1),
  mark('firstPaint', 100),
  mark('firstContentfulPaint', 100),
  slice('UpdateLayoutTree', 150, 1),
  task(50, 80),
  slice('EvaluateScript', 50, 70),
  slice('FunctionCall', 60, 20),
  task(200, 120),
  slice('FunctionCall', 200, 100),
  mark('largestContentfulPaint::Candidate', 110),
  mark('largestContentfulPaint::Candidate', 260),
];

describe('figures from a trace of one page load', () => {
  const figures = traceFigures(events, 'http://127.0.0.1:1');

  it("adds up the page's main thread only", () => {
    expect(figures.mainThreadMs).toBe(230);
    expect(figures.scriptMs).toBe(170);
  });

  it('adds up the CPU time the main thread ran, apart from the time it waited', () => {
    expect(figures.mainThreadCpuMs).toBe(57.5);
    expect(figures.scriptCpuMs).toBe(42.5);
  });

  it('counts long tasks and what those after the first contentful paint block', () => {
    expect(figures.longTasks).toBe(2);
    expect(figures.longestTaskMs).toBe(120);
    expect(figures.blockingMs).toBe(70);
  });

  it('counts style recalculations and layouts before the first paint', () => {
    expect(figures.styleRecalcsBeforePaint).toBe(2);
    expect(figures.layoutsBeforePaint).toBe(1);
  });

  it('takes the last LCP candidate', () => {
    expect(figures.firstContentfulPaintMs).toBe(100);
    expect(figures.lcpMs).toBe(260);
  });
});
