/**
 * How `npm run bench -- --against` tells a change from noise. Each figure is measured several times
 * on both sides, alternating. A side is shown as its median and its middle half (the runs between
 * the lower and upper quartile), and the two sides are compared by a rank test on the runs
 * themselves (Wilcoxon–Mann–Whitney, exact, two-sided): if the runs of one side do not rank apart
 * from the other's more often than chance would put them there once in a hundred times, the
 * difference is 'within noise'. Only then does the verdict give the ratio of the medians ('LCP
 * 1.2× later'). Bytes, which do not vary from run to run, are compared as they are.
 *
 * Why a rank test and not "the middle halves do not overlap": with three runs a side, identical
 * code on both sides (an A/A run) got 'TBT 5.8× shorter' and 'LCP 2.7× sooner' from the quartile
 * test. A rank test needs no assumption about how the runs scatter (Lighthouse's do not scatter
 * evenly), and it says plainly when there are too few runs to tell anything: with fewer than five
 * a side, even runs that are all apart happen by chance more often than one time in a hundred.
 */

export interface Spread {
  median: number;
  /** The lower and upper quartile: the median of each half, the median itself in both (Tukey's hinges). */
  low: number;
  high: number;
  runs: number;
}

const medianOf = (sorted: readonly number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const measured = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));

export function spread(values: readonly number[]): Spread {
  const sorted = measured(values).sort((a, b) => a - b);
  if (!sorted.length) return { median: NaN, low: NaN, high: NaN, runs: 0 };
  const half = Math.ceil(sorted.length / 2);
  return {
    median: medianOf(sorted),
    low: medianOf(sorted.slice(0, half)),
    high: medianOf(sorted.slice(sorted.length - half)),
    runs: sorted.length,
  };
}

/** How rarely chance alone may produce a difference the verdict calls a change: once in a hundred. */
export const SIGNIFICANCE = 0.01;

/**
 * The two-sided p-value of the exact Wilcoxon–Mann–Whitney rank-sum test: the share of all the ways
 * of splitting the pooled runs into two groups of these sizes whose rank sum lies at least as far
 * from its expected value as the one observed. Ties share their mean rank, so equal values (counts,
 * scores) are handled exactly. The distribution is counted, not approximated (a few thousand sums
 * for the run counts the bench uses).
 */
export function rankTestP(runsA: readonly number[], runsB: readonly number[]): number {
  const a = measured(runsA);
  const pooled = [
    ...a.map((value) => ({ value, inA: true })),
    ...measured(runsB).map((value) => ({ value, inA: false })),
  ].sort((x, y) => x.value - y.value);
  const n = a.length;
  const total = pooled.length;
  if (!n || n === total) return 1;
  // Doubled mean ranks are whole numbers: rank sums are counted in halves.
  const doubledRanks: number[] = [];
  for (let start = 0; start < total;) {
    let end = start;
    while (end + 1 < total && pooled[end + 1]!.value === pooled[start]!.value) end += 1;
    for (let at = start; at <= end; at += 1) doubledRanks.push(start + end + 2);
    start = end + 1;
  }
  const observed = pooled.reduce((sum, run, at) => (run.inA ? sum + doubledRanks[at]! : sum), 0);
  const maxSum = doubledRanks.reduce((sum, rank) => sum + rank, 0);
  // ways[k][s]: how many ways k of the runs seen so far have doubled rank sum s.
  const ways = Array.from({ length: n + 1 }, () => new Array<number>(maxSum + 1).fill(0));
  ways[0]![0] = 1;
  for (const rank of doubledRanks)
    for (let k = n; k >= 1; k -= 1)
      for (let sum = maxSum; sum >= rank; sum -= 1) ways[k]![sum]! += ways[k - 1]![sum - rank]!;
  const expected = n * (total + 1); // doubled: n (N + 1) / 2, times two
  const distance = Math.abs(observed - expected);
  let asFar = 0;
  let all = 0;
  for (let sum = 0; sum <= maxSum; sum += 1) {
    const count = ways[n]![sum]!;
    all += count;
    if (Math.abs(sum - expected) >= distance) asFar += count;
  }
  return asFar / all;
}

/** The smallest p-value any runs of these sizes can give (all of one side below the other). */
export function smallestP(runsA: number, runsB: number): number {
  let ways = 1;
  for (let k = 1; k <= runsA; k += 1) ways = (ways * (runsB + k)) / k;
  return Math.min(1, 2 / ways);
}

/** The words for a figure that went up or down ('later' / 'sooner'). */
export interface Words {
  up: string;
  down: string;
}

const times = (ratio: number) =>
  `${ratio.toFixed(ratio >= 10 ? 0 : ratio >= 1.1 ? 1 : ratio >= 1.01 ? 2 : 3)}×`;

/**
 * `ref` is the other commit's runs, `ours` this checkout's. An `exact` figure (bytes, counts of
 * what the code does) does not vary from run to run and is compared as it is, even from one run.
 */
export function verdict(
  name: string,
  ref: readonly number[],
  ours: readonly number[],
  words: Words,
  exact = false,
): string {
  const a = spread(ref);
  const b = spread(ours);
  if (!a.runs || !b.runs) return `${name} not measured on both`;
  if (a.median === b.median && (exact || (a.low === a.high && b.low === b.high))) return `${name} the same`;
  if (!exact) {
    if (smallestP(a.runs, b.runs) > SIGNIFICANCE) return `${name}: too few runs to tell from noise`;
    if (rankTestP(ref, ours) > SIGNIFICANCE) return `${name} within noise`;
  }
  if (a.median === 0) return `${name} ${words.up} (from 0)`;
  if (b.median === 0) return `${name} ${words.down} (to 0)`;
  const ratio = b.median / a.median;
  if (ratio === 1) return `${name} the same median, runs apart`;
  // Pages carry their own address (a port of a few digits): a handful of bytes is not a change.
  if (times(Math.max(ratio, 1 / ratio)) === '1.000×') return `${name} within 0.1 %`;
  return ratio > 1 ? `${name} ${times(ratio)} ${words.up}` : `${name} ${times(1 / ratio)} ${words.down}`;
}
