import type { AddToCartSlot } from '@/shared/api/cart-item';
import type { ExcursionCatalog } from '../api/types';
import { ExcursionDetailView } from './ExcursionDetailView';
import { ExcursionGroupView } from './ExcursionGroupView';
import { type ExcursionPageRoute, useExcursionFrame } from './use-excursion-frame';

export interface ExcursionPageProps {
  catalog: ExcursionCatalog;
  /** The page's route: its loader found what the address is (loadExcursionPage), its search is the visitor's. */
  from: ExcursionPageRoute;
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** A group or an excursion of either catalogue, under the catalogue's crumb. */
export function ExcursionPage({ catalog, from, addToCart }: ExcursionPageProps) {
  const { page, search, crumbs, form } = useExcursionFrame(catalog, from);
  return page.kind === 'group' ? (
    <ExcursionGroupView slug={page.slug} search={search} crumbs={crumbs} form={form()} />
  ) : (
    <ExcursionDetailView path={page.path} search={search} crumbs={crumbs} form={form} addToCart={addToCart} />
  );
}
