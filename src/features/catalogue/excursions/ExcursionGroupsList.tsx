import { useResultsOrSaved } from '@/shared/api/saved-results';
import { SavedResultsNote } from '@/shared/ui/SavedResultsNote';
import { AppLink } from '@/shared/ui/AppLink';
import { typeset } from '@/shared/lib/typography';
import { excursionGroupsQueryOptions } from '../api/list-excursion-groups';
import type { ExcursionGroup } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { filterExcursionGroups } from '../trips/filters';
import { TripFilters } from '../trips/TripFilters';
import { CardResultsSkeleton } from '../ui/CardGridSkeleton';
import { ExcursionCardGrid } from './ExcursionCardGrid';
import { ExcursionEmpty } from './ExcursionEmpty';
import type { ExcursionResultsProps } from '../trips/results-props';

/** The catalogue list: each group with its excursions available in the search. */
export function ExcursionGroupsList({ catalog, search, path, filters, onFilter }: ExcursionResultsProps) {
  // Saved results of another search keep that search in their links.
  const {
    query,
    data: groups,
    saved,
    search: shownSearch,
  } = useResultsOrSaved(excursionGroupsQueryOptions(catalog, search));

  if (groups === undefined && query.isPending) return <CardResultsSkeleton lead="heading" />;
  if (groups === undefined) {
    return <LoadFailed error={query.error} what="список экскурсий" onRetry={() => void query.refetch()} />;
  }
  if (groups.length === 0) {
    return <ExcursionEmpty search={search} path={path} />;
  }
  const filtered = filterExcursionGroups(groups, filters);
  const shown = filtered.groups;
  const total = shown.reduce((sum, group) => sum + group.excursions.length, 0);
  return (
    <div className="catalogue-results" aria-busy={query.isPlaceholderData}>
      {saved ? (
        <SavedResultsNote dates={shownSearch} receivedAt={saved.receivedAt} offline={saved.offline} />
      ) : null}
      <TripFilters kind="excursion" {...filtered.panel} foundCount={total} onChange={onFilter} />
      {shown.slice(0, 1).map((group) => (
        <ExcursionGroupSection key={group.id} group={group} search={shownSearch} eagerFirst />
      ))}
      {shown.slice(1).map((group) => (
        <ExcursionGroupSection key={group.id} group={group} search={shownSearch} />
      ))}
    </div>
  );
}

interface ExcursionGroupSectionProps {
  group: ExcursionGroup;
  search: ExcursionSearch;
  eagerFirst?: boolean;
}

function ExcursionGroupSection({ group, search, eagerFirst = false }: ExcursionGroupSectionProps) {
  return (
    <section className="catalogue-group" aria-labelledby={`group-${group.id}`}>
      <div className="catalogue-group__head">
        <h2 id={`group-${group.id}`} className="catalogue-group__title">
          <AppLink href={group.url} search={search}>
            {typeset(group.title)}
          </AppLink>
        </h2>
        <p className="catalogue-group__text">{typeset(group.description)}</p>
      </div>
      <ExcursionCardGrid excursions={group.excursions} search={search} eagerFirst={eagerFirst} />
    </section>
  );
}
