import { proxy } from 'valtio';

export type DialogName =
  | 'feedback'
  | 'feedbackSent'
  | 'auth'
  | 'code'
  | 'registration'
  | 'restore'
  | 'restoreSuccess'
  | 'orderSuccess';

/** Which dialog is open (docs/product.md#dialogs); one at a time, as docs/product.md#dialog-flow chains them. */
export const dialogsState = proxy<{ open: DialogName | null }>({ open: null });

export function openDialog(name: DialogName): void {
  dialogsState.open = name;
}

export function closeDialog(name?: DialogName): void {
  if (name === undefined || dialogsState.open === name) dialogsState.open = null;
}

/** A route change closes the authorization and code dialogs (docs/product.md#dialog-flow). */
export function closeDialogsOnNavigation(): void {
  if (dialogsState.open === 'auth' || dialogsState.open === 'code') dialogsState.open = null;
}
