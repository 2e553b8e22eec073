import { type FormEvent, type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** react-hook-form's `handleSubmit(...)`: the form waits for nothing it returns. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/**
 * A form of the kit: the browser's own validation is off (noValidate), since the fields check their
 * rules and show their messages themselves. A refused submit, by the rules or by the server, leaves
 * the focus on the first wrong field as the page reads: react-hook-form picks the first in the
 * order the fields registered, and a field under a `Controller` (the phone, a date) registers when
 * it renders, after the fields the form registered itself.
 */
export function Form({ onSubmit, children, ...form }: FormProps) {
  const element = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);

  // Runs once the messages of the submit are on screen: the fields then say which are wrong.
  useEffect(() => {
    if (submits === 0) return;
    const first = element.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first && document.activeElement !== first) first.focus();
  }, [submits]);

  return (
    <form
      {...form}
      ref={element}
      onSubmit={(event) => void onSubmit(event).finally(() => setSubmits((count) => count + 1))}
      noValidate
    >
      {children}
    </form>
  );
}
