import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { pluralize, type PluralForms } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { Picture } from '@/shared/ui/Picture';
import { FromPrice } from '@/shared/ui/FromPrice';
import '@/shared/ui/styles/cards.css';
import { typeset } from '@/shared/lib/typography';
import { mainExcursionGroupsQueryOptions } from './api/list-main-group-excursions';
import { mainTourGroupsQueryOptions } from './api/list-main-group-tours';
import { useLogFailure } from './use-log-failure';
import './home.css';

interface MainGroupsProps {
  title: string;
  /** Which home list to show: the tour groups or the excursion groups. */
  kind: 'tours' | 'excursions';
  /** How the group's items are counted: 'тур', 'тура', 'туров'. */
  countForms: PluralForms;
  /** The link to the whole catalogue, composed by the route (it may carry a default search). */
  more?: ReactNode;
}

/** What the section reserves while it loads: one row of cards on a wide screen. */
const PLACEHOLDERS = 3;

export function MainGroups({ title, kind, countForms, more }: MainGroupsProps) {
  const headingId = useId();
  const { data, error, isPending } = useQuery(
    kind === 'tours' ? mainTourGroupsQueryOptions() : mainExcursionGroupsQueryOptions(),
  );
  useLogFailure(error, title);
  if (!isPending && (!data || data.length === 0)) return null;

  return (
    <section className="main-groups" aria-labelledby={headingId}>
      <div className="spread main-groups__head">
        <h2 id={headingId} className="home-heading">
          {title}
        </h2>
        {more}
      </div>
      <ul
        className={`card-grid${data?.length === 4 ? ' card-grid--four' : ''}`}
        aria-busy={isPending || undefined}
      >
        {isPending
          ? Array.from({ length: PLACEHOLDERS }, (_, index) => (
              <li key={index} className="card card--eager" aria-hidden="true">
                <span className="card__image" />
                <span className="card__body">
                  <span className="skeleton home-skeleton home-skeleton--line" />
                  <span className="skeleton home-skeleton home-skeleton--text" />
                  <span className="skeleton home-skeleton home-skeleton--line home-skeleton--short" />
                </span>
              </li>
            ))
          : data.map((group) => (
              <li key={group.id}>
                <AppLink href={group.url} className="card card--eager card--lift group-card">
                  <Picture className="card__image" src={group.image} width={420} height={280} />
                  <span className="card__body">
                    <span className="group-card__title">{typeset(group.title)}</span>
                    <span className="group-card__text">{typeset(group.description)}</span>
                    <span className="spread group-card__meta">
                      <span>{pluralize(group.count, countForms)}</span>
                      {group.price_from !== null ? (
                        <span className="group-card__price">
                          <FromPrice roubles={group.price_from} />
                        </span>
                      ) : null}
                    </span>
                  </span>
                </AppLink>
              </li>
            ))}
      </ul>
    </section>
  );
}
