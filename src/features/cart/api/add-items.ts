import { api, unwrap } from '@/shared/api/client';
import { completePart } from '../cart-totals';
import type { CartEventRequest, CartRoomRequest } from './types';

/** `PATCH /api/cart/excursion/?sessionid=`: the excursions part after adding. */
export const addExcursion = async (sessionId: string, body: CartEventRequest) =>
  completePart(
    await unwrap(api.PATCH('/api/cart/excursion/', { params: { query: { sessionid: sessionId } }, body })),
  );

/** `PATCH /api/cart/tour/?sessionid=`: the tours part after adding. */
export const addTour = async (sessionId: string, body: CartEventRequest) =>
  completePart(
    await unwrap(api.PATCH('/api/cart/tour/', { params: { query: { sessionid: sessionId } }, body })),
  );

/** `PATCH /api/cart/room/?sessionid=` (the storefront's extension, docs/product.md#cart-and-order): the hotels part. */
export const addRoom = async (sessionId: string, body: CartRoomRequest) =>
  completePart(
    await unwrap(api.PATCH('/api/cart/room/', { params: { query: { sessionid: sessionId } }, body })),
  );
