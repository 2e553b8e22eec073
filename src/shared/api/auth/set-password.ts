import { api, unwrap } from '../client';

/**
 * `PATCH /api/accounts/set-password`: a new password. `accessToken` is the restore token from the
 * letter; empty, the server puts in the signed-in user's own (the page never holds it).
 */
export const setPassword = (accessToken: string, password: string, confirmPassword: string) =>
  unwrap(
    api.PATCH('/api/accounts/set-password', {
      body: { access_token: accessToken, password, confirm_password: confirmPassword },
    }),
  );
