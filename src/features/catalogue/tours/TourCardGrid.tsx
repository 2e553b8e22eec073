import '@/shared/ui/styles/cards.css';
import type { TourCard as TourCardData } from '../api/types';
import { TourCard } from './TourCard';
import './tours.css';

interface TourCardGridProps {
  tours: readonly TourCardData[];
  /** The first card's picture is the first one on the page: it loads at once. */
  eagerFirst?: boolean;
  headingLevel?: 2 | 3;
}

export function TourCardGrid({ tours, eagerFirst = false, headingLevel = 3 }: TourCardGridProps) {
  return (
    <ul className="card-grid">
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} eager={eagerFirst && index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
