import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_THROTTLE_MS } from '@/shared/config/constants';

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top while a route loads. Fast navigations (under the throttle) show nothing,
 * so the bar never flickers on cached pages.
 */
export function ProgressBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (loading) {
      const timer = setTimeout(() => setPhase('running'), PROGRESS_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'done' : current)), 0);
    const hide = setTimeout(() => setPhase('idle'), 300);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [loading]);

  return (
    <div
      className={`progress-bar progress-bar--${phase}`}
      style={{ '--progress-duration': `${PROGRESS_BAR_DURATION_MS}ms` } as React.CSSProperties}
      aria-hidden="true"
    />
  );
}
