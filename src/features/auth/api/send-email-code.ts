import { api, unwrap } from '@/shared/api/client';

/** `POST /api/auth/send_code/email/`: mails a 4-digit code; 429 when asked again too soon. */
export const sendEmailCode = (email: string) =>
  unwrap(api.POST('/api/auth/send_code/email/', { body: { email } }));
