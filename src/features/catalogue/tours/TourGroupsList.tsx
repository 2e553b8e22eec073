import { pluralize, TOUR_FORMS } from '@/shared/lib/format';
import { AppLink } from '@/shared/ui/AppLink';
import { adultFare } from '@/shared/lib/adult-fare';
import { FromPrice } from '@/shared/ui/FromPrice';
import { ResultsCount } from '@/shared/ui/ResultsCount';
import { typeset } from '@/shared/lib/typography';
import type { TourGroup } from '../api/types';
import { TourCardGrid } from './TourCardGrid';
import { toursWithin } from './search';
import type { TourSearch } from '../search-params';
import { ToursEmpty } from './ToursEmpty';
import './tours.css';

/** The tour catalogue within the date filter: each group that has tours, with its cards. */
export function TourGroupsList({ groups, search }: { groups: readonly TourGroup[]; search: TourSearch }) {
  const withTours = toursWithin(groups, search).filter((group) => group.tours.length > 0);
  if (withTours.length === 0) return <ToursEmpty groups={groups} search={search} view="list" />;
  const total = withTours.reduce((sum, group) => sum + group.tours.length, 0);
  return (
    <>
      <ResultsCount>{`Найдено: ${pluralize(total, TOUR_FORMS)}`}</ResultsCount>
      <div className="tour-groups">
        {withTours.slice(0, 1).map((group) => (
          <TourGroupSection key={group.id} group={group} eagerFirst />
        ))}
        {withTours.slice(1).map((group) => (
          <TourGroupSection key={group.id} group={group} />
        ))}
      </div>
    </>
  );
}

function TourGroupSection({ group, eagerFirst = false }: { group: TourGroup; eagerFirst?: boolean }) {
  return (
    <section className="tour-group" aria-labelledby={`tour-group-${group.id}`}>
      <div className="tour-group__head">
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
