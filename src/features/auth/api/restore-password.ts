import { api, unwrap } from '@/shared/api/client';

/** `POST /api/accounts/restore`: mails a link to set a new password. */
export const restorePassword = (email: string) =>
  unwrap(api.POST('/api/accounts/restore', { body: { email } }));
