import { proxy } from 'valtio';

export type SignInStage = 'Login' | 'Code' | 'Registration' | 'Restore' | 'RestoreSuccess';

/** Auth state of spec §3; logged in means an access token is present (spec §4). */
export const authState = proxy({
  accessToken: null as string | null,
  refreshToken: null as string | null,
  loginEmail: '',
  restoreToken: null as string | null,
  codeEmail: '',
  stage: 'Login' as SignInStage,
});

export function isLoggedIn(state: { accessToken: string | null }): boolean {
  return state.accessToken !== null;
}

/** 'Выйти': forget both tokens (spec §4); the caller takes the visitor home. */
export function signOut(): void {
  authState.accessToken = null;
  authState.refreshToken = null;
}
