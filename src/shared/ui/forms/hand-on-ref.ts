import type { RefObject } from 'react';

/** A control's ref that keeps the element for the field itself and hands it on to the form's ref (to focus it). */
export const handOnRef =
  <E>(own: RefObject<E | null>, formRef: ((element: E | null) => void) | undefined) =>
  (element: E | null) => {
    own.current = element;
    formRef?.(element);
  };
