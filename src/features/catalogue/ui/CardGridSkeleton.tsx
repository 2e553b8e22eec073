import '@/shared/ui/styles/cards.css';
import './catalogue.css';

/** Same box as a card, while the list loads. */
function CatalogueCardSkeleton() {
  return (
    <div className="card catalogue-card catalogue-card--skeleton" aria-hidden="true">
      <div className="card__image" />
      <div className="card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--text" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--chips" />
        <div className="skeleton skeleton--price" />
      </div>
    </div>
  );
}

/** A grid of card skeletons, as many as a first screen shows. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="card-grid card-grid--md" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CatalogueCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
