import { afterEach, describe, expect, it, vi } from 'vitest';
import { installCounters } from '@/shared/lib/analytics';
import { GOAL_EVENT, reachGoal } from '@/shared/lib/goals';

type CounterWindow = Window & { ym?: (...args: unknown[]) => void; gtag?: (...args: unknown[]) => void };

describe('goals', () => {
  afterEach(() => {
    delete (window as CounterWindow).ym;
    delete (window as CounterWindow).gtag;
  });

  it('a goal raises its window event whether or not counters are set', () => {
    const seen: string[] = [];
    const follow = (event: Event) => seen.push((event as CustomEvent<string>).detail);
    window.addEventListener(GOAL_EVENT, follow);
    reachGoal('basket_add');
    window.removeEventListener(GOAL_EVENT, follow);
    expect(seen).toEqual(['basket_add']);
  });

  it('once the counters are installed, a goal reaches each of them by its name in GOALS', () => {
    const ym = vi.fn();
    const gtag = vi.fn();
    Object.assign(window as CounterWindow, { ym, gtag });
    installCounters({
      COUNTERS_HEAD: '<script>ym(42, "init", {})</script>',
      GOALS: '{"basket_add": "cart"}',
    });
    reachGoal('basket_add');
    reachGoal('order');
    expect(ym.mock.calls).toEqual([
      [42, 'reachGoal', 'cart'],
      [42, 'reachGoal', 'order'],
    ]);
    expect(gtag.mock.calls).toEqual([
      ['event', 'cart'],
      ['event', 'order'],
    ]);
  });
});
