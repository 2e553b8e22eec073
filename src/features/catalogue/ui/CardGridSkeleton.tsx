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

interface CardGridSkeletonProps {
  /** As many as a first screen shows. */
  count?: number;
  /** The list's own grid: two columns from 768 px (excursions, hotels), or three from 1024 (tours). */
  grid?: 'card-grid card-grid--md' | 'card-grid';
}

/** A grid of card skeletons while a catalogue list loads. */
export function CardGridSkeleton({ count = 6, grid = 'card-grid card-grid--md' }: CardGridSkeletonProps) {
  return (
    <ul className={grid} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CatalogueCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** A card list's place while its first results load: the line above the cards, then the cards. */
export function CardResultsSkeleton({ lead }: { lead: 'heading' | 'count' }) {
  return (
    <div className="catalogue-results" aria-busy="true">
      <div
        className={
          lead === 'heading' ? 'skeleton skeleton--heading' : 'skeleton skeleton--line results-count'
        }
      />
      <CardGridSkeleton />
    </div>
  );
}
