import { ExcursionDetailView } from './ExcursionDetailView';
import type { ExcursionPageProps } from './ExcursionPage';
import { useExcursionFrame } from './use-excursion-frame';

/**
 * An address that can only be an excursion (`/excursions/{group}/{excursion}/`): the group's list
 * and its cards are not part of this page's code.
 */
export function ExcursionDetailPage({ catalog, from, addToCart }: ExcursionPageProps) {
  const { page, search, crumbs, form } = useExcursionFrame(catalog, from);
  return page.kind === 'excursion' ? (
    <ExcursionDetailView path={page.path} search={search} crumbs={crumbs} form={form} addToCart={addToCart} />
  ) : null;
}
