import { useHydrated } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { emptyCart } from './cart-totals';
import { cartState } from './state';

const SERVER_VIEW = { cart: emptyCart(), freshness: 'unknown', savedAt: null } as const;

/**
 * The cart as a component shows it. The server knows no visitor's cart, and a page part may
 * hydrate after the layout has already read the saved cart: until this part has hydrated it shows
 * what the server rendered (the frame and the skeleton), then the cart.
 */
export function useCartView() {
  const view = useSnapshot(cartState);
  return useHydrated() ? view : SERVER_VIEW;
}
