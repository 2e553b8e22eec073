import { useHydrated } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { openDialog } from '@/shared/state/dialogs';
import { ProfileMenu } from './ProfileMenu';
import { UserIcon } from './UserIcon';
import './account.css';

/**
 * Login button for anonymous visitors; the profile menu for a signed-in user (spec §2 "Header").
 * The server renders no one's session: until the page has hydrated the entry is a quiet icon of
 * the same size, so neither state flashes for the other.
 */
export function AccountEntry() {
  const hydrated = useHydrated();
  const session = useSnapshot(sessionState);
  if (!hydrated) {
    return (
      <span className="account-entry account-entry--pending" aria-hidden="true">
        <UserIcon />
      </span>
    );
  }
  if (isSignedIn(session)) return <ProfileMenu />;
  return (
    <button type="button" className="account-entry" onClick={() => openDialog('auth')}>
      <UserIcon />
      <span className="account-entry__label">Войти</span>
    </button>
  );
}
