import { useEffect, useState } from 'react';

/** Whole seconds left until `at` (ms since the epoch), counting down once a second; 0 once there. */
export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  const done = at <= now;
  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
