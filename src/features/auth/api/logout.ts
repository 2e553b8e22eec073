import { api, unwrap } from '@/shared/api/client';

/** `POST /api/auth/logout/`: revokes the refresh token (the backend's blacklist). */
export const logout = (refresh: string | null) =>
  unwrap(api.POST('/api/auth/logout/', { body: refresh ? { refresh } : {} }));
