import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders what lies below the fold (the footer, the home page's lower lists) right after the
 * page's first commit, in a transition React may interrupt. The first render, which a router or
 * query update forces to run in one piece, stays small: on a slow phone that is the difference
 * between one long task and a few short ones. Nothing in view moves: these parts start below it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
