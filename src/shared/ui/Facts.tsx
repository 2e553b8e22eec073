import type { ReactNode } from 'react';
import './Facts.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** A second, quieter line (an address under a meeting point). */
  sub?: string | undefined;
  /** Under the value and its second line: links to a map beside a meeting point. */
  after?: ReactNode;
  /** Takes a whole row (a long value such as an address or a date range). */
  wide?: boolean;
}

/** The key facts under a detail page's picture: excursions and tours alike. */
export function Facts({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="facts">
      {items.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'facts__item facts__item--wide' : 'facts__item'}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.value}
            {fact.sub ? <span className="facts__sub">{fact.sub}</span> : null}
            {fact.after}
          </dd>
        </div>
      ))}
    </dl>
  );
}
