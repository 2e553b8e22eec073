import { snapshot } from 'valtio';
import type { Cart } from './api/types';
import { withPart, type CartPartName } from './cart-totals';
import { readSavedCart, writeSavedCart, type SavedCart } from './saved-cart';
import { writeSessionId } from './session-id';
import { cartState } from './state';

// Every change of the cart comes from a backend answer and goes through here: the store, the
// offline copy and the other open tabs (their header counters) all take it.

const CHANNEL = 'storefront-cart';
let channel: BroadcastChannel | null = null;
/** How many changes (an add, a removal, an order) the backend has answered in this tab. */
let changes = 0;

/** A mark for a fetch to take as it leaves: `adoptFetchedCart` compares it with later ones. */
export const cartChangesSoFar = (): number => changes;

function take({ cart, savedAt }: SavedCart): void {
  cartState.cart = cart;
  cartState.savedAt = savedAt;
  cartState.freshness = 'fresh';
}

/** The backend's whole cart after a change: adopt its session id, keep it, tell the tabs. */
export function adoptCart(cart: Cart): void {
  changes += 1;
  keep(cart);
}

/**
 * A fetched cart, unless a change was answered after the fetch was asked: the change's answer is
 * the newer cart (a fetch at start and a quick first add may answer in either order).
 */
export function adoptFetchedCart(cart: Cart, changesWhenAsked: number): boolean {
  if (changes !== changesWhenAsked) return false;
  keep(cart);
  return true;
}

/** Adopts the cart's session id (a new one replaces an expired one), keeps it, tells the tabs. */
function keep(cart: Cart): void {
  writeSessionId(cart.sessionid);
  // A copy goes out: valtio turns the object it is given into its proxy's target.
  const saved = { cart: structuredClone(cart), savedAt: Date.now() };
  writeSavedCart(saved);
  channel?.postMessage(saved);
  take({ cart, savedAt: saved.savedAt });
}

/** Adding answers one part (docs/product.md#cart-updates): the rest of the cart stays. */
export function adoptPart<Name extends CartPartName>(name: Name, part: Cart[Name]): void {
  // A plain copy of the store's cart: a proxy can be neither posted to the other tabs nor stored.
  adoptCart(withPart(structuredClone(snapshot(cartState).cart) as Cart, name, part));
}

/** The backend could not be reached: what is shown is the last known cart. */
export function markCartStale(): void {
  cartState.freshness = 'stale';
}

/** At start: the saved copy until the backend answers, and the other tabs' changes from then on. */
export function connectCartStore(): () => void {
  const saved = readSavedCart();
  if (saved && cartState.freshness === 'unknown') {
    cartState.cart = saved.cart;
    cartState.savedAt = saved.savedAt;
  }
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const own = new BroadcastChannel(CHANNEL);
  own.onmessage = (event: MessageEvent<SavedCart>) => take(event.data);
  channel = own;
  return () => {
    own.close();
    if (channel === own) channel = null;
  };
}
