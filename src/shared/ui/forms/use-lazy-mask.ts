import { useEffect, useRef } from 'react';

/** What the fields need of an imask instance. */
interface Mask {
  value: string;
  on(event: 'accept', handler: () => void): unknown;
  destroy(): void;
}

/**
 * A masked field that is a plain input until first pressed or focused: then `load` brings the mask
 * code (imask stays out of the page's first load) and attaches it, re-masking whatever was typed
 * or autofilled meanwhile. `value` set from outside replaces what the field shows, but not while
 * the visitor types in it (a render a keystroke behind would undo it).
 *
 * Until the mask comes, a value from outside shows as `format` writes it (a stored phone number
 * formatted as the mask would).
 *
 * Spread `handlers` on the input and give it `elementRef`; `maskRef.current` is null until the mask came.
 */
export function useLazyMask<M extends Mask>(
  value: string,
  onChange: (value: string) => void,
  load: () => Promise<(element: HTMLInputElement) => M>,
  format: (value: string) => string = (plain) => plain,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const mask = useRef<M | null>(null);
  const latest = useRef({ onChange, load });
  const start = useRef<() => void>(() => undefined);

  useEffect(() => {
    latest.current = { onChange, load };
  });

  useEffect(() => {
    let disposed = false;
    let started = false;
    start.current = () => {
      if (started) return;
      started = true;
      void latest.current.load().then((attach) => {
        const element = input.current;
        if (disposed || !element) return;
        const typed = element.value;
        const instance = attach(element);
        instance.on('accept', () => latest.current.onChange(instance.value));
        mask.current = instance;
        if (instance.value !== typed) latest.current.onChange(instance.value);
      });
    };
    return () => {
      disposed = true;
      mask.current?.destroy();
      mask.current = null;
    };
  }, []);

  useEffect(() => {
    const element = input.current;
    if (!element || element === document.activeElement) return;
    if (mask.current) {
      if (mask.current.value !== value) mask.current.value = value;
    } else if (element.value !== format(value)) {
      element.value = format(value);
    }
    // `format` is a pure function of the field's kind.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  /** Puts a value in the field, through the mask once it is there. */
  const set = (next: string) => {
    if (mask.current) mask.current.value = next;
    else if (input.current) input.current.value = next;
  };

  return {
    elementRef: input,
    maskRef: mask,
    set,
    /** Starts loading the mask (also when the field's value is changed from code before any touch). */
    attach: () => start.current(),
    handlers: {
      onPointerDown: () => start.current(),
      onFocus: () => start.current(),
    },
  };
}
