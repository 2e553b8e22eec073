import { useSnapshot } from 'valtio';
import { toastsState } from '@/shared/state/toasts';
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
  return (
    <div className="toaster" role="status" aria-live="polite">
      {items.length > 0 ? <ToastList /> : null}
    </div>
  );
}
