import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type RegistrationPayload = components['schemas']['RegistrationRequest'];

/** `POST /api/accounts/registration/`: registers and signs in (the answer carries the token pair). */
export const register = (payload: RegistrationPayload) =>
  unwrap(api.POST('/api/accounts/registration/', { body: payload }));
