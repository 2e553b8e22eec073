import type { ExcursionCard as Card } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { ExcursionCard } from './ExcursionCard';

export function ExcursionCardGrid({
  excursions,
  search,
  eagerFirst = false,
}: {
  excursions: readonly Card[];
  search: ExcursionSearch;
  eagerFirst?: boolean;
}) {
  return (
    <ul className="card-grid">
      {excursions.map((excursion, index) => (
        <li key={excursion.id}>
          <ExcursionCard excursion={excursion} search={search} eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
