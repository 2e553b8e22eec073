import { type ComponentType, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { dialogsState, type DialogName } from '@/shared/state/dialogs';

interface DialogHostProps {
  /** The dialog of each name, usually `lazy()`: its code loads the first time it opens. */
  dialogs: Partial<Record<DialogName, ComponentType>>;
}

/** Renders the open dialog of `dialogsState` (one at a time, chained as docs/product.md#dialog-flow says). */
export function DialogHost({ dialogs }: DialogHostProps) {
  const { open } = useSnapshot(dialogsState);
  const OpenDialog = open ? dialogs[open] : undefined;
  if (!OpenDialog) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog key={open} />
    </Suspense>
  );
}
