import type { ReactNode } from 'react';
import './tours.css';

/** A titled part of a tour's page ('Программа по дням', 'Проживание', …), named by its heading. */
export function TourSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="tour-section" aria-labelledby={id}>
      <h2 id={id} className="tour-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
