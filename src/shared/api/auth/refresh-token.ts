import { api, unwrap } from '../client';

/**
 * `POST /api/auth/token/refresh/`: a new access token. A backend that rotates refresh tokens also
 * answers a new `refresh` (the old one is then revoked).
 */
export const refreshAccessToken = (refresh: string) =>
  unwrap(api.POST('/api/auth/token/refresh/', { body: { refresh } }));
