import { api, unwrap } from '@/shared/api/client';

/** `GET /api/cart/?sessionid=`: the session's cart (an unknown id answers a new one to adopt). */
export const getCart = (sessionId: string) =>
  unwrap(api.GET('/api/cart/', { params: { query: { sessionid: sessionId } } }));
