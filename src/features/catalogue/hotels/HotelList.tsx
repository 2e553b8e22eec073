import { useResultsOrSaved } from '@/shared/api/saved-results';
import { HOTEL_FORMS, pluralize } from '@common/format';
import { SavedResultsNote } from '@/shared/ui/SavedResultsNote';
import { AppLink } from '@/shared/ui/AppLink';
import '@/shared/ui/styles/cards.css';
import { hotelsQueryOptions } from '../api/list-hotels';
import type { HotelSearch } from '../search-params';
import { CardResultsSkeleton } from '../ui/CardGridSkeleton';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { ResultsCount } from '@/shared/ui/ResultsCount';
import { HotelCard } from './HotelCard';
import { FIRST_SCREEN_HOTELS } from './list-layout';
import { widerHotelSearches } from './widen';

/** Cards drawn in the first render (one desktop row). */

/** Hotels with a room that fits the guests and is free the whole stay. */
export function HotelList({ search: requested }: { search: HotelSearch }) {
  // Saved results of another stay keep that stay in their links.
  const { query, data: page, saved, search } = useResultsOrSaved(hotelsQueryOptions(requested));
  if (page === undefined && query.isPending) return <CardResultsSkeleton lead="count" />;
  if (page === undefined) {
    return <LoadFailed error={query.error} what="список отелей" onRetry={() => void query.refetch()} />;
  }
  const { results, count } = page;
  if (results.length === 0) {
    return (
      <EmptyResults text="На эти даты нет свободных номеров для выбранного состава гостей.">
        {widerHotelSearches(search).map((wider) => (
          <AppLink key={wider.label} href="/hotels/" search={wider.search} className="button button--ghost">
            {wider.label}
          </AppLink>
        ))}
      </EmptyResults>
    );
  }
  return (
    <div className="catalogue-results" aria-busy={query.isPlaceholderData}>
      {saved ? (
        <SavedResultsNote dates={search} receivedAt={saved.receivedAt} offline={saved.offline} />
      ) : null}
      <ResultsCount>{`Найдено: ${pluralize(count, HOTEL_FORMS)}`}</ResultsCount>
      <ul className="card-grid card-grid--md">
        {results.slice(0, FIRST_SCREEN_HOTELS).map((hotel, index) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} search={search} eager={index === 0} />
          </li>
        ))}
        {results.slice(FIRST_SCREEN_HOTELS).map((hotel) => (
          <li key={hotel.id}>
            <HotelCard hotel={hotel} search={search} />
          </li>
        ))}
      </ul>
    </div>
  );
}
