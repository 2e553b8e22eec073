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

interface TourListSectionProps<T> {
  /** The heading's id, and the list's class. */
  id: string;
  title: string;
  items: readonly T[];
  /** An `<ol>` where the order is the point (the days of the programme). */
  ordered?: boolean;
  /** One item's `<li>`. */
  children: (item: T) => ReactNode;
}

/** A part of a tour's page that is one list (its days, hotels, places); nothing when the list is empty. */
export function TourListSection<T>({ id, title, items, ordered = false, children }: TourListSectionProps<T>) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <TourSection id={id} title={title}>
      <List className={id}>{items.map((item) => children(item))}</List>
    </TourSection>
  );
}
