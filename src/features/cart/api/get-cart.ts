import { api, unwrap } from '@/shared/api/client';
import { completeCart } from '../cart-totals';

/** `GET /api/cart/?sessionid=`: the session's cart (an unknown id answers a new one to adopt). */
export const getCart = async (sessionId: string) =>
  completeCart(
    await unwrap(api.GET('/api/cart/', { params: { query: { sessionid: sessionId } } })),
    sessionId,
  );
