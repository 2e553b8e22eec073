import { api, unwrap } from '@/shared/api/client';
import type { TouristFields } from '@/shared/api/user/tourists';

/** `POST /api/user/tourists/`. */
export const createTourist = (fields: TouristFields) =>
  unwrap(api.POST('/api/user/tourists/', { body: fields }));
