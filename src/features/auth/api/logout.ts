import { api, unwrap } from '@/shared/api/client';

/** `POST /api/auth/logout/`: the server adds the refresh token it keeps, and clears the cookies. */
export const logout = () => unwrap(api.POST('/api/auth/logout/', { body: {} }));
