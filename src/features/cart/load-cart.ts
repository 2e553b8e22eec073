import { getCart } from './api/get-cart';
import { getSession } from './api/get-session';
import { readSessionId, writeSessionId } from './session-id';
import { cartState, replaceCart } from './state';

/**
 * Fetches the cart (spec §4: on start and after every sign-in attempt): the session id comes from
 * its cookie, or first from the backend; a reply under another id is adopted. A failure is only
 * logged (spec §8): the last known cart stays.
 */
export async function loadCart(): Promise<void> {
  try {
    let sessionId = readSessionId();
    if (!sessionId) {
      sessionId = (await getSession()).sessionid;
      writeSessionId(sessionId);
    }
    const cart = await getCart(sessionId);
    if (cart.sessionid !== sessionId) writeSessionId(cart.sessionid);
    cartState.sessionId = cart.sessionid;
    replaceCart(cart);
  } catch (error) {
    console.error('Не удалось загрузить корзину', error);
  }
}
