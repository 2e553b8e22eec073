import type { AddToCartSlot } from '@/shared/api/cart-item';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { EXCURSION_CATALOGS } from './catalogs';
import { ExcursionDetailView } from './ExcursionDetailView';
import { ExcursionGroupView } from './ExcursionGroupView';
import { ExcursionSearchForm } from './ExcursionSearchForm';
import type { ExcursionPage as Page } from './resolve-page';
import { excursionSearchKey } from './search-key';

interface ExcursionPageProps {
  catalog: ExcursionCatalog;
  page: Page;
  search: ExcursionSearch;
  onSearch: (next: ExcursionSearch) => void;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** A group or an excursion of either catalogue, under the catalogue's crumb. */
export function ExcursionPage({ catalog, page, search, onSearch, addToCart }: ExcursionPageProps) {
  const { title, list } = EXCURSION_CATALOGS[catalog];
  const crumbs = [{ title, href: list, search }];
  const form = (markedDays?: ReadonlySet<string>) => (
    <ExcursionSearchForm
      key={excursionSearchKey(search)}
      search={search}
      compact={page.kind === 'excursion'}
      datesOnly={page.kind === 'excursion'}
      markedDays={markedDays}
      onSearch={onSearch}
    />
  );
  return page.kind === 'group' ? (
    <ExcursionGroupView slug={page.slug} search={search} crumbs={crumbs} form={form()} />
  ) : (
    <ExcursionDetailView path={page.path} search={search} crumbs={crumbs} form={form} addToCart={addToCart} />
  );
}
