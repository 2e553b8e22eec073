import { api, unwrap } from '../client';

/**
 * `PATCH /api/accounts/set-password`: a new password. `accessToken` is the restore token from the
 * letter; empty, the server puts in the signed-in user's own (the page never holds it), and then
 * `currentPassword` is needed: the server checks it by signing in before it passes the call on
 * (decision 048), and a wrong one comes back as a `current_password` field error.
 */
export const setPassword = (
  accessToken: string,
  password: string,
  confirmPassword: string,
  currentPassword?: string,
) =>
  unwrap(
    api.PATCH('/api/accounts/set-password', {
      body: {
        access_token: accessToken,
        password,
        confirm_password: confirmPassword,
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      },
    }),
  );
