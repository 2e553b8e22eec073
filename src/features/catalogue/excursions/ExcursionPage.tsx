import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import type { ExcursionCatalog } from '../api/types';
import type { ExcursionSearch } from '../search-params';
import { EXCURSION_CATALOGS } from '../catalogs';
import { ExcursionDetailView } from './ExcursionDetailView';
import { ExcursionGroupView } from './ExcursionGroupView';
import { ExcursionSearchForm } from './ExcursionSearchForm';

interface ExcursionPageProps {
  catalog: ExcursionCatalog;
  /** The page's route: its loader found what the address is (loadExcursionPage), its search is the visitor's. */
  from: '/excursions/$' | '/excursions_old/$' | '/excursions_old/events/$';
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** A group or an excursion of either catalogue, under the catalogue's crumb. */
export function ExcursionPage({ catalog, from, addToCart }: ExcursionPageProps) {
  const page = useLoaderData({ from });
  const search = useSearch({ from });
  const navigate = useNavigate({ from });
  const { title, list } = EXCURSION_CATALOGS[catalog];
  const crumbs = [{ title, href: list, search }];
  const form = (markedDays?: ReadonlySet<string>) => (
    <ExcursionSearchForm
      key={JSON.stringify(search)}
      search={search}
      compact={page.kind === 'excursion'}
      datesOnly={page.kind === 'excursion'}
      markedDays={markedDays}
      onSearch={(next: ExcursionSearch) => void navigate({ search: next, replace: true })}
    />
  );
  return page.kind === 'group' ? (
    <ExcursionGroupView slug={page.slug} search={search} crumbs={crumbs} form={form()} />
  ) : (
    <ExcursionDetailView path={page.path} search={search} crumbs={crumbs} form={form} addToCart={addToCart} />
  );
}
