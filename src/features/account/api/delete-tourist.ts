import { api, unwrap } from '@/shared/api/client';

/** `DELETE /api/user/tourists/{id}` (no trailing slash, as docs/product.md#calls has it). */
export const deleteTourist = (id: number) =>
  unwrap(api.DELETE('/api/user/tourists/{id}', { params: { path: { id } } }));
