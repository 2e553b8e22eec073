/**
 * How `npm run bench -- --against` tells a change from noise. Each figure is measured several times
 * on both sides, alternating; a side is summed up by its median and its middle half (the runs
 * between the lower and upper quartile). When the two middle halves overlap, the difference is
 * within what the runs themselves scatter by: 'within noise'. When they do not, the verdict gives
 * the ratio of the medians ('LCP 1.2× later'). Bytes, which do not vary from run to run, are
 * compared as they are.
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

export function spread(values: readonly number[]): Spread {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return { median: NaN, low: NaN, high: NaN, runs: 0 };
  const half = Math.ceil(sorted.length / 2);
  return {
    median: medianOf(sorted),
    low: medianOf(sorted.slice(0, half)),
    high: medianOf(sorted.slice(sorted.length - half)),
    runs: sorted.length,
  };
}

/** The words for a figure that went up or down ('later' / 'sooner'). */
export interface Words {
  up: string;
  down: string;
}

/** Fewer runs than this on a side: no spread to judge the noise by. */
export const MIN_RUNS_FOR_NOISE = 3;

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
    if (Math.min(a.runs, b.runs) < MIN_RUNS_FOR_NOISE) return `${name}: too few runs to tell from noise`;
    if (a.low <= b.high && b.low <= a.high) return `${name} within noise`;
  }
  if (a.median === 0) return `${name} ${words.up} (from 0)`;
  if (b.median === 0) return `${name} ${words.down} (to 0)`;
  const ratio = b.median / a.median;
  return ratio >= 1 ? `${name} ${times(ratio)} ${words.up}` : `${name} ${times(1 / ratio)} ${words.down}`;
}
