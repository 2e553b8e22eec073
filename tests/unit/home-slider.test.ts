import { describe, expect, it } from 'vitest';
import { isHorizontalDrag, swipeTarget, wrapIndex } from '@/features/home/slider-math';

describe('wrapIndex', () => {
  it('goes round at both ends', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 4)).toBe(2);
  });

  it('is 0 for an empty slider', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeTarget', () => {
  it('shows the next slide after a swipe to the left and the previous after one to the right', () => {
    expect(swipeTarget(0, 4, -120, 390)).toBe(1);
    expect(swipeTarget(1, 4, 120, 390)).toBe(0);
  });

  it('goes round from the last to the first and back', () => {
    expect(swipeTarget(3, 4, -100, 800)).toBe(0);
    expect(swipeTarget(0, 4, 100, 800)).toBe(3);
  });

  it('stays after a short drag (under 48 px, or a fifth of a narrow slide)', () => {
    expect(swipeTarget(2, 4, -40, 800)).toBe(2);
    expect(swipeTarget(2, 4, 47, 800)).toBe(2);
    expect(swipeTarget(2, 4, -30, 200)).toBe(2);
    expect(swipeTarget(2, 4, -41, 200)).toBe(3);
  });
});

describe('isHorizontalDrag', () => {
  it('takes a sideways move past the slop as a swipe, a vertical one as a scroll', () => {
    expect(isHorizontalDrag(20, 5)).toBe(true);
    expect(isHorizontalDrag(5, 1)).toBe(false);
    expect(isHorizontalDrag(20, 30)).toBe(false);
    expect(isHorizontalDrag(-20, 10)).toBe(true);
  });
});
