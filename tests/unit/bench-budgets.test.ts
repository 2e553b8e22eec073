import { describe, expect, it } from 'vitest';
import { budgetChecks } from '../../scripts/bench-budgets.ts';

describe("the bench's budgets", () => {
  it('says which budgets a page meets and by how much it misses the others', () => {
    expect(
      budgetChecks('detail', {
        jsBrBytes: 135.8 * 1024,
        performance: 96,
        accessibility: 100,
        tbtMs: 202,
        lcpMs: 1200,
        cls: 0.001,
      }),
    ).toEqual([
      'JS br 135.8 KB > 135.0 KB ✗ (0.8 KB over)',
      'performance 96 ≥ 95 ✓',
      'accessibility 100 ≥ 100 ✓',
      'TBT 202 ms > 150 ms ✗ (52 ms over)',
      'LCP 1.20 s ≤ 1.80 s ✓',
      'CLS 0.001 ≤ 0.020 ✓',
    ]);
  });

  it('gives the order form its own JS budget and skips what was not measured', () => {
    expect(budgetChecks('order', { jsBrBytes: 144 * 1024 })).toEqual(['JS br 144.0 KB ≤ 145.0 KB ✓']);
    expect(budgetChecks('home', { performance: 93, lcpMs: NaN })).toEqual([
      'performance 93 < 95 ✗ (2 under)',
    ]);
  });
});
