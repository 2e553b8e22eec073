import { pluralize, TOUR_FORMS } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { typeset } from '@/shared/lib/typography';
import type { TourGroup } from '../api/types';
import { TourCardGrid } from './TourCardGrid';
import { toursWithin } from './search';
import { filterTourGroups } from '../trips/filters';
import { TripFilters } from '../trips/TripFilters';
import { ToursEmpty } from './ToursEmpty';
import type { TourResultsProps } from '../trips/results-props';
import './tours.css';

/** The tour catalogue within the date filter and the filters: each group that has tours, with its cards. */
export function TourGroupsList({ groups, search, filters, onFilter }: TourResultsProps) {
  const withTours = toursWithin(groups, search).filter((group) => group.tours.length > 0);
  if (withTours.length === 0) return <ToursEmpty groups={groups} search={search} view="list" />;
  const filtered = filterTourGroups(withTours, filters);
  const total = filtered.groups.reduce((sum, group) => sum + group.tours.length, 0);
  return (
    <>
      <TripFilters kind="tour" {...filtered.panel} foundCount={total} onChange={onFilter} />
      <div className="tour-groups">
        {filtered.groups.slice(0, 1).map((group) => (
          <TourGroupSection key={group.id} group={group} eagerFirst />
        ))}
        {filtered.groups.slice(1).map((group) => (
          <TourGroupSection key={group.id} group={group} />
        ))}
      </div>
    </>
  );
}

function TourGroupSection({ group, eagerFirst = false }: { group: TourGroup; eagerFirst?: boolean }) {
  return (
    <section className="tour-group" aria-labelledby={`tour-group-${group.id}`}>
      <div className="spread tour-group__head">
        <h2 id={`tour-group-${group.id}`} className="tour-group__title">
          <AppLink href={group.url}>{typeset(group.title)}</AppLink>
        </h2>
        <p className="tour-group__meta">
          {pluralize(group.tours.length, TOUR_FORMS)} ·{' '}
          <FromPrice roubles={Math.min(...group.tours.map(adultFare))} />
        </p>
      </div>
      {group.description ? <p className="tour-group__text">{typeset(group.description)}</p> : null}
      <TourCardGrid tours={group.tours} eagerFirst={eagerFirst} />
    </section>
  );
}
