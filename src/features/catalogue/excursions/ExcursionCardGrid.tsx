import type { ExcursionCard as Card } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { ExcursionCard } from './ExcursionCard';
import '@/shared/ui/styles/cards.css';

export function ExcursionCardGrid({
  excursions,
  search,
  eagerFirst = false,
  headingLevel = 3,
}: {
  excursions: readonly Card[];
  search: ExcursionSearch;
  eagerFirst?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="card-grid card-grid--md">
      {excursions.map((excursion, index) => (
        <li key={excursion.id}>
          <ExcursionCard
            excursion={excursion}
            search={search}
            eager={eagerFirst && index === 0}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
