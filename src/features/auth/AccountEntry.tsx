import { useHydrated } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { openDialog } from '@/shared/state/dialogs';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { UserIcon } from './UserIcon';
import './account.css';

// The anonymous button's box (its tap target and, on a wide screen, its label's room): the header
// does not move when the page hydrates.
const pending = (
  <span className="tap-target account-entry account-entry--pending" aria-hidden="true">
    <UserIcon />
    <span className="visually-hidden account-entry__label">Войти</span>
  </span>
);

// Most visitors are not signed in: the menu's code loads only for those who are.
const ProfileMenu = lazyNamed(() => import('./ProfileMenu'), 'ProfileMenu', pending);

/**
 * Login button for anonymous visitors; the profile menu for a signed-in user (docs/product.md#header).
 * The server renders no one's session: until the page has hydrated the entry is a quiet icon of
 * the same size, so neither state flashes for the other.
 */
export function AccountEntry() {
  const hydrated = useHydrated();
  const session = useSnapshot(sessionState);
  if (!hydrated) return pending;
  if (isSignedIn(session)) return <ProfileMenu />;
  return (
    <button
      type="button"
      className="tap-target plain-button account-entry"
      onClick={() => openDialog('auth')}
    >
      <UserIcon />
      <span className="visually-hidden account-entry__label">Войти</span>
    </button>
  );
}
