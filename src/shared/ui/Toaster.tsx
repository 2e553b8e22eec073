import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismissLeadingToasts, toastsState } from '@/shared/state/toasts';
import { lazyNamed } from './lazy-named';
import './Toaster.css';

const ToastList = lazyNamed(() => import('./ToastList'), 'ToastList');

/**
 * The notices of `toastsState`, read out politely as they come; each can be closed. The live
 * region is always there (a screen reader announces what enters it); the notices' code loads with
 * the first one.
 */
export function Toaster() {
  const { items } = useSnapshot(toastsState);
  const path = useLocation({ select: (location) => location.pathname });
  // A notice's way on ('Перейти в корзину') means nothing on the next page, where it would only
  // cover the form (the order's phone field): it goes with the page it was shown on.
  useEffect(() => () => dismissLeadingToasts(), [path]);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.length > 0 ? <ToastList /> : null}
    </div>
  );
}
