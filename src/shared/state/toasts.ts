import { proxy } from 'valtio';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'error';
  /** A way on from the notice ('Перейти в корзину'): an in-app path. */
  action?: ToastAction | undefined;
}

export interface ToastAction {
  label: string;
  href: string;
}

/** Short notices over the page ('Сеанс истёк…', a sent message): each goes by itself. */
export const toastsState = proxy<{ items: Toast[] }>({ items: [] });

const DEFAULT_TOAST_MS = 5000;
let nextId = 1;

export function showToast(
  text: string,
  tone: Toast['tone'] = 'info',
  durationMs = DEFAULT_TOAST_MS,
  action?: ToastAction,
): void {
  const id = nextId++;
  toastsState.items.push({ id, text, tone, action });
  setTimeout(() => dismissToast(id), durationMs);
}

export function dismissToast(id: number): void {
  const index = toastsState.items.findIndex((toast) => toast.id === id);
  if (index >= 0) toastsState.items.splice(index, 1);
}

/** The notices that lead somewhere: they belong to the page they were shown on. */
export function dismissLeadingToasts(): void {
  for (const toast of toastsState.items.filter((item) => item.action)) dismissToast(toast.id);
}
