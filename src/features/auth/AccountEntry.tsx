import { useSnapshot } from 'valtio';
import { openDialog } from '@/shared/state/dialogs';
import { ProfileMenu } from './ProfileMenu';
import { UserIcon } from './UserIcon';
import { authState, isLoggedIn } from './state';
import './account.css';

/** Login button for anonymous visitors; the profile menu for a signed-in user (spec §2 "Header"). */
export function AccountEntry() {
  const auth = useSnapshot(authState);
  if (isLoggedIn(auth)) return <ProfileMenu />;
  return (
    <button type="button" className="account-entry" onClick={() => openDialog('auth')}>
      <UserIcon />
      <span className="account-entry__label">Войти</span>
    </button>
  );
}
