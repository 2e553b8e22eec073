import { proxy } from 'valtio';
import type { Cart } from './api/types';
import { emptyCart } from './cart-totals';

/**
 * How far the shown cart can be trusted: `unknown` until the first answer of this page (a saved
 * copy may be shown meanwhile), `fresh` after the backend's answer, `stale` when the backend could
 * not be reached (the last known cart is shown, marked, and cannot be ordered).
 */
export type CartFreshness = 'unknown' | 'fresh' | 'stale';

/** The anonymous session's cart (docs/product.md#cart); the session id also lives in the `sessionid` cookie. */
export const cartState = proxy<{ cart: Cart; freshness: CartFreshness; savedAt: number | null }>({
  cart: emptyCart(),
  freshness: 'unknown',
  savedAt: null,
});
