import type { ReactNode } from 'react';

interface TermProps {
  name: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}

/** One term of a description list (`<dl>`): its name and its value, grouped for the layout. */
export function Term({ name, children, className, valueClassName }: TermProps) {
  return (
    <div className={className}>
      <dt>{name}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
