/**
 * The budgets every page is held to (docs/decisions/006 and 044), checked against this checkout's
 * medians at the end of each page of `npm run bench -- --against`: first-load JS as served (brotli)
 * ≤ 135 KB, ≤ 145 KB on `/order/`; Lighthouse mobile performance ≥ 95, TBT ≤ 150 ms, LCP ≤ 1.8 s,
 * CLS ≤ 0.02, accessibility 100. A miss says by how much.
 */
import { type PageLabel } from './bench-pages.ts';

export interface PageMedians {
  jsBrBytes?: number;
  performance?: number;
  accessibility?: number;
  tbtMs?: number;
  lcpMs?: number;
  cls?: number;
}

interface Budget {
  name: string;
  value: (medians: PageMedians) => number | undefined;
  limit: number;
  /** 'at most': the figure must not be above the limit; 'at least': not below it. */
  bound: 'at most' | 'at least';
  unit: (value: number) => string;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const score = (value: number) => String(Math.round(value));

const jsBudgetBytes = (label: PageLabel) => (label === 'order' ? 145 : 135) * 1024;

function budgets(label: PageLabel): Budget[] {
  return [
    { name: 'JS br', value: (m) => m.jsBrBytes, limit: jsBudgetBytes(label), bound: 'at most', unit: kb },
    { name: 'performance', value: (m) => m.performance, limit: 95, bound: 'at least', unit: score },
    { name: 'accessibility', value: (m) => m.accessibility, limit: 100, bound: 'at least', unit: score },
    { name: 'TBT', value: (m) => m.tbtMs, limit: 150, bound: 'at most', unit: ms },
    { name: 'LCP', value: (m) => m.lcpMs, limit: 1800, bound: 'at most', unit: seconds },
    { name: 'CLS', value: (m) => m.cls, limit: 0.02, bound: 'at most', unit: (v) => v.toFixed(3) },
  ];
}

/** One entry per budget measured: 'TBT 120 ms ≤ 150 ms ✓' or 'LCP 2.10 s > 1.80 s ✗ (0.30 s over)'. */
export function budgetChecks(label: PageLabel, medians: PageMedians): string[] {
  return budgets(label).flatMap(({ name, value, limit, bound, unit }) => {
    const figure = value(medians);
    if (figure === undefined || !Number.isFinite(figure)) return [];
    const met = bound === 'at most' ? figure <= limit : figure >= limit;
    const sign = bound === 'at most' ? (met ? '≤' : '>') : met ? '≥' : '<';
    const miss = met ? '' : ` (${unit(Math.abs(figure - limit))} ${bound === 'at most' ? 'over' : 'under'})`;
    return [`${name} ${unit(figure)} ${sign} ${unit(limit)} ${met ? '✓' : '✗'}${miss}`];
  });
}
