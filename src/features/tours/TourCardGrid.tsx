import type { TourCard as TourCardData } from './api/types';
import { TourCard } from './TourCard';
import './tours.css';

export function TourCardGrid({
  tours,
  eagerFirst = false,
}: {
  tours: readonly TourCardData[];
  eagerFirst?: boolean;
}) {
  return (
    <ul className="tour-grid">
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
