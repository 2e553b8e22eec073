import { api, unwrap } from '../client';

/** `POST /api/auth/token/verify/`: resolves when the backend takes the token, rejects with `ApiError` else. */
export const verifyToken = (token: string) =>
  unwrap(api.POST('/api/auth/token/verify/', { body: { token } }));
