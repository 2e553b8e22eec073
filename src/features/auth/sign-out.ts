import { endSession } from '@/shared/session/session-state';
import { forgetAllDrafts } from '@/shared/ui/forms/form-draft';
import { logout } from './api/logout';

/**
 * 'Выйти' (docs/product.md#signing-out): the server revokes the refresh token at the backend and clears both cookies
 * (best effort: offline, the page forgets the session all the same), the forms' drafts (names and
 * contacts) go, this device's pushes stop, and whoever listens clears what else was personal.
 */
export async function signOut(): Promise<void> {
  const revoked = logout().catch(() => undefined);
  // This device hears no more of the account's trips (docs/decisions/047); its code loads only now.
  const pushesStopped = import('@/shared/push/device-push')
    .then(({ turnPushesOff }) => turnPushesOff())
    .catch(() => undefined);
  forgetAllDrafts();
  endSession('signed-out');
  await Promise.all([revoked, pushesStopped]);
}
