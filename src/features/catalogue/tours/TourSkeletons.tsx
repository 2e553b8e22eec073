import '@/shared/ui/styles/cards.css';
import './tours.css';

/** The tour cards' boxes while the catalogue loads. */
export function TourGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card card--lift">
          <span className="card__image tours-skeleton" />
          <span className="card__body">
            <span className="tours-skeleton" style={{ height: 18, width: '35%' }} />
            <span className="tours-skeleton" style={{ height: 48 }} />
            <span className="tours-skeleton" style={{ height: 66 }} />
            <span className="tours-skeleton" style={{ height: 28, width: '50%', marginTop: 'auto' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A tour page's frame while it loads (client navigation): heading, facts and pictures. */
export function TourPageSkeleton() {
  return (
    <div className="tour-page" role="status" aria-busy="true" aria-label="Загрузка">
      <span className="tours-skeleton" style={{ height: 20, width: '40%', marginBottom: 16 }} />
      <span className="tours-skeleton" style={{ height: 40, width: '70%', marginBottom: 24 }} />
      <span className="tours-skeleton" style={{ height: 36, width: '60%', marginBottom: 24 }} />
      <span className="tours-skeleton" style={{ aspectRatio: '3 / 2', maxHeight: 480 }} />
    </div>
  );
}
