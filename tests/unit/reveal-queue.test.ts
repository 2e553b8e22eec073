import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRevealQueue, REVEAL_TURN_TIMEOUT_MS } from '@/shared/lib/reveal-queue';

/** A paint the test triggers by hand. */
function manualPaints() {
  let paint: () => void = () => undefined;
  const waitForPaint = () => new Promise<void>((resolve) => (paint = resolve));
  return {
    waitForPaint,
    paint: async () => {
      paint();
      await flush();
    },
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('reveal queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reveals one part per paint, in order, each after the previous has committed', async () => {
    const paints = manualPaints();
    const revealInTurn = createRevealQueue(paints.waitForPaint);
    const shown: string[] = [];
    const first = revealInTurn(() => shown.push('first'));
    revealInTurn(() => shown.push('second'));
    await flush();
    expect(shown).toEqual([]);
    await paints.paint();
    expect(shown).toEqual(['first']);
    // No second reveal while the first has not committed, paint or not.
    await paints.paint();
    expect(shown).toEqual(['first']);
    first.done();
    await flush();
    await paints.paint();
    expect(shown).toEqual(['first', 'second']);
  });

  it('skips a part that left the page and frees the turn of one that leaves during it', async () => {
    const paints = manualPaints();
    const revealInTurn = createRevealQueue(paints.waitForPaint);
    const shown: string[] = [];
    const first = revealInTurn(() => shown.push('first'));
    const gone = revealInTurn(() => shown.push('gone'));
    revealInTurn(() => shown.push('third'));
    gone.cancel();
    await paints.paint();
    first.cancel();
    await flush();
    await paints.paint();
    expect(shown).toEqual(['first', 'third']);
  });

  it('goes on after a turn that never commits', async () => {
    const paints = manualPaints();
    const revealInTurn = createRevealQueue(paints.waitForPaint);
    const shown: string[] = [];
    revealInTurn(() => shown.push('stuck'));
    revealInTurn(() => shown.push('next'));
    await paints.paint();
    await vi.advanceTimersByTimeAsync(REVEAL_TURN_TIMEOUT_MS);
    await paints.paint();
    expect(shown).toEqual(['stuck', 'next']);
  });
});
