import type { ReactNode } from 'react';
import './ResultStates.css';

/** 'Ничего не найдено' with ways to widen the search (links given by the caller). */
export function EmptyResults({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <section className="empty-results" aria-live="polite">
      <h2 className="empty-results__title">Ничего не найдено</h2>
      <p className="empty-results__text">{text}</p>
      {children ? <div className="empty-results__actions">{children}</div> : null}
    </section>
  );
}
