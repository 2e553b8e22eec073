import { api, unwrap } from '@/shared/api/client';
import type { TouristFields } from '@/shared/api/user/tourists';

/** `PATCH /api/user/tourists/{id}/`. */
export const updateTourist = (id: number, fields: TouristFields) =>
  unwrap(api.PATCH('/api/user/tourists/{id}/', { params: { path: { id } }, body: fields }));
