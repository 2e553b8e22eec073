import { proxy } from 'valtio';

/** The sign-in flow's own state (docs/product.md#session: besides the tokens, which the session keeps). */
export const authFlowState = proxy({
  /** The e-mail typed in 'По логину', carried to the other forms of the flow. */
  loginEmail: '',
  /** Where the code was sent ('По почте'), and when a new one may be asked (ms since the epoch). */
  codeEmail: '',
  resendAt: 0,
  /** The address the restore letter went to, for the success dialog. */
  restoreEmail: '',
});

export function rememberLoginEmail(email: string): void {
  authFlowState.loginEmail = email;
}

export function codeSent(email: string, resendAfterS: number): void {
  authFlowState.codeEmail = email;
  authFlowState.resendAt = Date.now() + resendAfterS * 1000;
}

export function restoreMailed(email: string): void {
  authFlowState.restoreEmail = email;
}
