import { signInAttempted, startSession } from '@/shared/session/session-state';
import { obtainToken } from './api/obtain-token';
import { obtainTokenByCode } from './api/obtain-token-by-code';
import { register, type RegistrationPayload } from './api/register';

/**
 * Every way in ends the same: the server keeps the pair in its cookies (the page never sees it),
 * and the cart is fetched again, whatever came of it.
 */
async function signIn(obtain: () => Promise<unknown>): Promise<void> {
  try {
    await obtain();
    startSession();
  } finally {
    signInAttempted();
  }
}

export const signInWithPassword = (email: string, password: string) =>
  signIn(() => obtainToken(email.trim(), password));

export const signInWithCode = (email: string, code: string) => signIn(() => obtainTokenByCode(email, code));

/** Registration signs the new user in (the backend answers the token pair with the user). */
export const registerAndSignIn = (payload: RegistrationPayload) => signIn(() => register(payload));
