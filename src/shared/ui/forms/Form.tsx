import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** react-hook-form's `handleSubmit(...)`: the form waits for nothing it returns. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
};

/**
 * A form of the kit: the browser's own validation is off (noValidate), since the fields check their
 * rules and show their messages themselves.
 */
export function Form({ onSubmit, children, ...form }: FormProps) {
  return (
    <form {...form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children}
    </form>
  );
}
