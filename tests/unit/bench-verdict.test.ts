import { describe, expect, it } from 'vitest';
import { rankTestP, smallestP, spread, verdict } from '../../scripts/bench-verdict.ts';

const LATER = { up: 'later', down: 'sooner' };

/** The same p-value by brute force: every way of choosing which pooled runs were side A's. */
function bruteForceP(a: number[], b: number[]): number {
  const pooled = [...a, ...b];
  const rank = (value: number) => {
    const below = pooled.filter((other) => other < value).length;
    const equal = pooled.filter((other) => other === value).length;
    return below + (equal + 1) / 2;
  };
  const ranks = pooled.map(rank);
  const expected = (a.length * (pooled.length + 1)) / 2;
  const observed = Math.abs(ranks.slice(0, a.length).reduce((s, r) => s + r, 0) - expected);
  let asFar = 0;
  let all = 0;
  const choose = (from: number, left: number, sum: number) => {
    if (!left) {
      all += 1;
      if (Math.abs(sum - expected) >= observed - 1e-9) asFar += 1;
      return;
    }
    for (let at = from; at <= pooled.length - left; at += 1) choose(at + 1, left - 1, sum + ranks[at]!);
  };
  choose(0, a.length, 0);
  return asFar / all;
}

/** A fixed pseudo-random sequence, so the A/A check below is the same on every run. */
function lcg(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("the bench's verdict", () => {
  it('sums up runs by their median and middle half', () => {
    expect(spread([500, 100, 300, 200, 400])).toEqual({ median: 300, low: 200, high: 400, runs: 5 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, low: 1.5, high: 3.5, runs: 4 });
  });

  it("ranks the runs as the textbook's exact test does", () => {
    // The exact two-sided Mann–Whitney p-values (scipy.stats.mannwhitneyu, method='exact').
    expect(rankTestP([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])).toBeCloseTo(0.0079365, 6);
    expect(rankTestP([1, 2, 3, 4, 6], [5, 7, 8, 9, 10])).toBeCloseTo(0.015873, 5);
    expect(rankTestP([1, 3, 5, 7, 9], [2, 4, 6, 8, 10])).toBeCloseTo(0.690476, 5);
    expect(rankTestP([5, 5, 5], [5, 5, 5])).toBe(1);
    // A run that measured nothing (NaN) is left out, not ranked.
    expect(rankTestP([1, 2, NaN, 3, 4, 5], [6, 7, 8, 9, 10])).toBeCloseTo(0.0079365, 6);
  });

  it('counts tied runs (scores, counts) exactly', () => {
    for (const [a, b] of [
      [
        [3, 3, 3, 4, 5],
        [4, 5, 5, 5, 6],
      ],
      [
        [95, 96, 96, 97, 98],
        [98, 98, 99, 99, 99],
      ],
      [
        [100, 100, 100, 100, 100, 99],
        [100, 100, 98, 100, 100],
      ],
      [
        [1, 2, 2, 7],
        [2, 2, 9, 9, 9, 1, 4],
      ],
    ])
      expect(rankTestP(a!, b!)).toBeCloseTo(bruteForceP(a!, b!), 12);
  });

  it('knows the fewest runs that can tell a change: five a side', () => {
    expect(smallestP(3, 3)).toBeCloseTo(0.1, 10);
    expect(smallestP(4, 4)).toBeCloseTo(2 / 70, 10);
    expect(smallestP(5, 5)).toBeCloseTo(2 / 252, 10);
    expect(verdict('TBT', [900, 950, 1000], [100, 150, 200], LATER)).toBe(
      'TBT: too few runs to tell from noise',
    );
    expect(verdict('TBT', [100], [300], LATER)).toBe('TBT: too few runs to tell from noise');
  });

  it('calls runs that interleave noise, even when the middle halves are apart', () => {
    expect(verdict('TBT', [400, 600, 900, 1000, 1200], [300, 500, 800, 950, 1500], LATER)).toBe(
      'TBT within noise',
    );
    // Middle halves 200–220 and 300–320 do not overlap, but one run of each side crosses over.
    expect(verdict('TBT', [200, 210, 220, 900, 100], [300, 310, 320, 150, 1000], LATER)).toBe(
      'TBT within noise',
    );
  });

  it('gives the ratio of the medians when every run of one side is apart from the other', () => {
    expect(verdict('LCP', [1000, 1000, 1010, 1020, 990], [1200, 1210, 1190, 1200, 1250], LATER)).toBe(
      'LCP 1.2× later',
    );
    expect(verdict('LCP', [1000, 1000, 1010, 1020, 990], [480, 500, 510, 505, 495], LATER)).toBe(
      'LCP 2.0× sooner',
    );
  });

  it('rarely calls a change between two sides drawn alike (an A/A run)', () => {
    const random = lcg(39);
    // Lighthouse-like runs: mostly near 400 ms, now and then three times as long.
    const run = () => (random() < 0.2 ? 1200 : 400) * (0.7 + 0.6 * random());
    const trials = 2000;
    let called = 0;
    for (let trial = 0; trial < trials; trial += 1) {
      const a = Array.from({ length: 5 }, run);
      const b = Array.from({ length: 5 }, run);
      if (!verdict('TBT', a, b, LATER).endsWith('within noise')) called += 1;
    }
    // By construction at most 2 in 252 (0.8 %) when the two sides are alike.
    expect(called / trials).toBeLessThan(0.015);
  });

  it('compares bytes as they are, even from one run', () => {
    expect(verdict('JS', [1000], [1000], LATER, true)).toBe('JS the same');
    expect(verdict('JS', [1000], [1050], LATER, true)).toBe('JS 1.05× later');
    expect(verdict('JS', [1000], [1003], LATER, true)).toBe('JS 1.003× later');
    expect(verdict('HTML', [29_700], [29_703], LATER, true)).toBe('HTML within 0.1 %');
  });

  it('words a change from or to nothing without a ratio', () => {
    expect(verdict('TBT', [0, 0, 0, 0, 0], [50, 60, 70, 55, 65], LATER)).toBe('TBT later (from 0)');
  });
});
