import { useSnapshot } from 'valtio';
import { openDialog } from '@/shared/state/dialogs';
import { Link } from '@tanstack/react-router';
import { authState, isLoggedIn } from './state';

/** Login button for anonymous visitors; the profile entry for a signed-in user. */
export function AccountEntry() {
  const auth = useSnapshot(authState);
  if (isLoggedIn(auth)) {
    return (
      <Link to="/user/account/" className="button button--ghost">
        Профиль
      </Link>
    );
  }
  return (
    <button type="button" className="button button--ghost" onClick={() => openDialog('auth')}>
      Войти
    </button>
  );
}
