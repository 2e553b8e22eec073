import { reachGoal } from '@/shared/lib/analytics';
import { addExcursion, addRoom, addTour } from './api/add-items';
import type { CartEventRequest, CartRoomRequest } from './api/types';
import { adoptPart } from './cart-store';
import { ensureSessionId } from './session-id';

// Spec §4, §8: adding updates that part of the cart from the backend's answer, reaches the
// `basket_add` goal, and a failure is not an error to show: the caller only learns it did not happen.

async function add(send: (sessionId: string) => Promise<void>): Promise<boolean> {
  try {
    await send(await ensureSessionId());
    reachGoal('basket_add');
    return true;
  } catch (error) {
    console.error('Не удалось добавить в корзину', error);
    return false;
  }
}

export const addExcursionToCart = (body: CartEventRequest) =>
  add(async (sessionId) => adoptPart('excursions', await addExcursion(sessionId, body)));

export const addTourToCart = (body: CartEventRequest) =>
  add(async (sessionId) => adoptPart('tours', await addTour(sessionId, body)));

export const addRoomToCart = (body: CartRoomRequest) =>
  add(async (sessionId) => adoptPart('hotels', await addRoom(sessionId, body)));
