import { endSession, sessionState } from '@/shared/session/session-state';
import { forgetAllDrafts } from '@/shared/ui/forms/form-draft';
import { logout } from './api/logout';

/**
 * 'Выйти' (spec §4): the backend revokes the refresh token (best effort: offline, the tokens are
 * forgotten all the same), both cookies go, the forms' drafts (names and contacts) go, and whoever
 * listens clears what else was personal.
 */
export async function signOut(): Promise<void> {
  const refresh = sessionState.refreshToken;
  const revoked = logout(refresh).catch(() => undefined);
  forgetAllDrafts();
  endSession('signed-out');
  await revoked;
}
