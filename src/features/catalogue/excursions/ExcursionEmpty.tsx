import { AppLink } from '@/shared/ui/AppLink';
import type { ExcursionSearch } from '../search-params';
import { EmptyResults } from '@/shared/ui/EmptyResults';
import { widerExcursionSearches } from './widen';

/** Nothing in the search: links to the same page with a wider one. The catalogue's words by default. */
export function ExcursionEmpty({
  search,
  path,
  text = 'На выбранные даты свободных мест на экскурсиях нет.',
}: {
  search: ExcursionSearch;
  path: string;
  text?: string;
}) {
  return (
    <EmptyResults text={text}>
      {widerExcursionSearches(search).map((wider) => (
        <AppLink key={wider.label} href={path} search={wider.search} className="button button--ghost">
          {wider.label}
        </AppLink>
      ))}
    </EmptyResults>
  );
}
