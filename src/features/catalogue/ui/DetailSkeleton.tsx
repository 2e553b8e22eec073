import './catalogue.css';

/** Stands for a detail page (crumbs, heading, picture, side column) while it loads. */
export function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-busy="true" aria-label="Загрузка">
      <div className="skeleton detail-skeleton__crumbs" />
      <div className="skeleton detail-skeleton__title" />
      <div className="detail-skeleton__grid">
        <div className="skeleton detail-skeleton__picture" />
        <div className="skeleton detail-skeleton__aside" />
      </div>
    </div>
  );
}
