import { api, unwrap } from '@/shared/api/client';

/** `POST /api/auth/token/`: sign in by e-mail (the `username`) and password. */
export const obtainToken = (email: string, password: string) =>
  unwrap(api.POST('/api/auth/token/', { body: { username: email, password } }));
