import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { createRevealQueue, type RevealTurn } from '@/shared/lib/reveal-queue';
import { afterNextPaint } from '@/shared/lib/yield-to-main';

const revealInTurn = createRevealQueue(afterNextPaint);

/**
 * Renders what lies below the fold (the footer, a list's later groups) after the page's first
 * paint, in a transition React may interrupt, one such part per frame in the order they mounted
 * (reveal-queue.ts). The first render, which a router or query update forces to run in one piece,
 * stays small: on a slow phone that is the difference between one long task and a few short ones.
 * Nothing in view moves: these parts start below it, and the footer comes last.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const turn = useRef<RevealTurn | null>(null);
  useEffect(() => {
    const current = revealInTurn(() => startTransition(() => setShown(true)));
    turn.current = current;
    return () => current.cancel();
  }, []);
  useEffect(() => {
    if (shown) turn.current?.done();
  }, [shown]);
  return shown ? children : null;
}
