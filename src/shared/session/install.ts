import { setAuthTokenSource } from '@/shared/api/auth-token';
import { getAccessToken, tokenRejected } from './access-token';
import { installSession } from './session-state';

/** Before the app renders in the browser: the session from the cookies, and the API client's tokens. */
export function installBrowserSession(): void {
  installSession();
  setAuthTokenSource({ getAccessToken, tokenRejected });
}
