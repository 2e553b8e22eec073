import type { CartItem } from '@/shared/api/cart-item';
import { reachGoal } from '@/shared/lib/goals';
import { addExcursion, addRoom, addTour } from './api/add-items';
import { adoptPart } from './cart-store';
import { ensureSessionId } from './session-id';

async function send(sessionId: string, item: CartItem): Promise<void> {
  switch (item.part) {
    case 'excursions':
      return adoptPart('excursions', await addExcursion(sessionId, item.body));
    case 'tours':
      return adoptPart('tours', await addTour(sessionId, item.body));
    case 'hotels':
      return adoptPart('hotels', await addRoom(sessionId, item.body));
  }
}

/**
 * docs/product.md#cart-updates and #errors: adding updates that part of the cart from the backend's answer and reaches the
 * `basket_add` goal; a failure is not an error to show: the caller only learns it did not happen.
 */
export async function addToCart(item: CartItem): Promise<boolean> {
  try {
    await send(await ensureSessionId(), item);
    reachGoal('basket_add');
    return true;
  } catch (error) {
    console.error('Не удалось добавить в корзину', error);
    return false;
  }
}
