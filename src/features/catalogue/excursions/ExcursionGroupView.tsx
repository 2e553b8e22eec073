import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeading } from '@/shared/ui/PageHeading';
import { excursionGroupQueryOptions } from '../api/get-excursion-group';
import type { ExcursionSearch } from '../search-params';
import { Breadcrumbs, HOME_CRUMB, type Crumb } from '@/shared/ui/Breadcrumbs';
import { typeset } from '@/shared/lib/typography';
import { ExcursionCardGrid } from './ExcursionCardGrid';
import { ExcursionEmpty } from './ExcursionEmpty';
import type { ReactNode } from 'react';

interface ExcursionGroupViewProps {
  slug: string;
  search: ExcursionSearch;
  crumbs: readonly Crumb[];
  /** The search form, placed under the heading. */
  form: ReactNode;
}

/** A group page: its description and the excursions available in the search. */
export function ExcursionGroupView({ slug, search, crumbs, form }: ExcursionGroupViewProps) {
  const { data: group } = useSuspenseQuery(excursionGroupQueryOptions(slug, search));
  return (
    <>
      <Breadcrumbs items={[HOME_CRUMB, ...crumbs]} />
      <PageHeading title={group.title} seo={group.seo} />
      {group.description ? <p className="catalogue-lead">{typeset(group.description)}</p> : null}
      {form}
      {group.excursions.length === 0 ? (
        <ExcursionEmpty
          search={search}
          path={group.url}
          text="В этой группе на выбранные даты свободных мест нет."
        />
      ) : (
        <ExcursionCardGrid excursions={group.excursions} search={search} eagerFirst headingLevel={2} />
      )}
    </>
  );
}
