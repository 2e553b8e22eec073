import { api, unwrap } from '@/shared/api/client';
import type { OrderCreateRequest } from './types';

/** `POST /api/cart/order/?sessionid=`: orders the whole cart (a signed-in user's token joins it to their history). */
export const createOrder = (sessionId: string, body: OrderCreateRequest) =>
  unwrap(api.POST('/api/cart/order/', { params: { query: { sessionid: sessionId } }, body }));
