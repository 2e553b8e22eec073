import { api, unwrap } from '@/shared/api/client';
import { completeCart } from '../cart-totals';

export interface CartItemIds {
  tours: readonly number[];
  excursions: readonly number[];
  rooms: readonly number[];
}

const list = (ids: readonly number[]) => (ids.length ? ids.join(',') : undefined);

/** `DELETE /api/cart/?sessionid=&tours=&excursions=&rooms=` (comma-separated ids): the whole cart after it. */
export const deleteCartItems = async (sessionId: string, ids: CartItemIds) =>
  completeCart(
    await unwrap(
      api.DELETE('/api/cart/', {
        params: {
          query: {
            sessionid: sessionId,
            tours: list(ids.tours),
            excursions: list(ids.excursions),
            rooms: list(ids.rooms),
          },
        },
      }),
    ),
    sessionId,
  );
