import { api, unwrap } from '../client';

/**
 * `PATCH /api/accounts/set-password`: a new password. `accessToken` is the restore token from the
 * letter, or the signed-in user's access token (the password change page).
 */
export const setPassword = (accessToken: string, password: string, confirmPassword: string) =>
  unwrap(
    api.PATCH('/api/accounts/set-password', {
      body: { access_token: accessToken, password, confirm_password: confirmPassword },
    }),
  );
