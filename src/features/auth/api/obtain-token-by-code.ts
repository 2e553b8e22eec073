import { api, unwrap } from '@/shared/api/client';

/** `POST /api/auth/token/email/`: sign in by the mailed code. */
export const obtainTokenByCode = (email: string, code: string) =>
  unwrap(api.POST('/api/auth/token/email/', { body: { email, code } }));
