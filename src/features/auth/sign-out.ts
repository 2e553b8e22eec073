import { endSession } from '@/shared/session/session-state';
import { forgetAllDrafts } from '@/shared/ui/forms/form-draft';
import { logout } from './api/logout';

/**
 * 'Выйти' (docs/product.md#signing-out): the server revokes the refresh token at the backend and clears both cookies
 * (best effort: offline, the page forgets the session all the same), the forms' drafts (names and
 * contacts) go, and whoever listens clears what else was personal.
 */
export async function signOut(): Promise<void> {
  const revoked = logout().catch(() => undefined);
  forgetAllDrafts();
  endSession('signed-out');
  await revoked;
}
