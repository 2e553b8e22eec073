import { getCart } from './api/get-cart';
import { adoptFetchedCart, cartChangesSoFar, markCartStale } from './cart-store';
import { ensureSessionId } from './session-id';

/**
 * Fetches the cart (docs/product.md#cart-updates: on start and after every sign-in attempt; the session id first if
 * there is none). A failure is only logged (docs/product.md#errors): the last known cart stays, marked as such.
 */
export async function loadCart(): Promise<void> {
  const changesWhenAsked = cartChangesSoFar();
  try {
    const cart = await getCart(await ensureSessionId());
    // A change answered meanwhile is newer than this answer: ask again, after it.
    if (!adoptFetchedCart(cart, changesWhenAsked)) await loadCart();
  } catch (error) {
    markCartStale();
    console.error('Не удалось загрузить корзину', error);
  }
}
