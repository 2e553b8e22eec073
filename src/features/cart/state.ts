import { proxy } from 'valtio';

export interface CartItem {
  id: number;
}

export interface CartPart<Item extends CartItem = CartItem> {
  items: readonly Item[];
}

export interface Cart {
  tours: CartPart;
  excursions: CartPart;
  hotels: CartPart;
}

export const emptyCart = (): Cart => ({
  tours: { items: [] },
  excursions: { items: [] },
  hotels: { items: [] },
});

/** The anonymous session's cart (spec §3): the session id also lives in the `sessionid` cookie. */
export const cartState = proxy<{ sessionId: string | null; cart: Cart }>({
  sessionId: null,
  cart: emptyCart(),
});

/** Cart length = tours + excursions + hotels items (spec §3). */
export function cartLength(cart: Cart): number {
  return cart.tours.items.length + cart.excursions.items.length + cart.hotels.items.length;
}

export function replaceCart(cart: Cart): void {
  cartState.cart = cart;
}
