import { describe, expect, it } from 'vitest';
import { spread, verdict } from '../../scripts/bench-verdict.ts';

const LATER = { up: 'later', down: 'sooner' };

describe("the bench's verdict", () => {
  it('sums up runs by their median and middle half', () => {
    expect(spread([500, 100, 300, 200, 400])).toEqual({ median: 300, low: 200, high: 400, runs: 5 });
    expect(spread([4, 1, 3, 2])).toEqual({ median: 2.5, low: 1.5, high: 3.5, runs: 4 });
  });

  it('calls overlapping middle halves noise', () => {
    expect(verdict('TBT', [400, 600, 900, 1000, 1200], [300, 500, 800, 950, 1500], LATER)).toBe(
      'TBT within noise',
    );
  });

  it('gives the ratio of the medians when the middle halves are apart', () => {
    expect(verdict('LCP', [1000, 1000, 1010, 1020, 990], [1200, 1210, 1190, 1200, 1250], LATER)).toBe(
      'LCP 1.2× later',
    );
    expect(verdict('LCP', [1000, 1000, 1010, 1020, 990], [480, 500, 510, 505, 495], LATER)).toBe(
      'LCP 2.0× sooner',
    );
  });

  it('compares bytes as they are, even from one run', () => {
    expect(verdict('JS', [1000], [1000], LATER, true)).toBe('JS the same');
    expect(verdict('JS', [1000], [1050], LATER, true)).toBe('JS 1.05× later');
    expect(verdict('JS', [1000], [1003], LATER, true)).toBe('JS 1.003× later');
  });

  it('does not judge noise from fewer than three runs', () => {
    expect(verdict('TBT', [100, 200], [300, 400], LATER)).toBe('TBT: too few runs to tell from noise');
    expect(verdict('TBT', [100], [300], LATER)).toBe('TBT: too few runs to tell from noise');
  });

  it('words a change from or to nothing without a ratio', () => {
    expect(verdict('TBT', [0, 0, 0], [50, 60, 70], LATER)).toBe('TBT later (from 0)');
  });
});
