import { Link, useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { PageHeading } from '@/shared/ui/PageHeading';
import { RegistrationForm, SignInInstead } from './RegistrationForm';
import './auth-dialog.css';
import './auth-page.css';

/** `/registration/`: the registration dialog's form as a page of its own. */
export function RegistrationPage() {
  const navigate = useNavigate();
  const session = useSnapshot(sessionState);
  return (
    <section className="auth-page auth-page--wide">
      <PageHeading title="Регистрация" />
      {isSignedIn(session) ? (
        <p className="auth-page__text">
          Вы уже вошли. <Link to="/user/account/">Перейти в личный кабинет</Link>
        </p>
      ) : (
        <>
          <div className="auth-page__card">
            <RegistrationForm onRegistered={() => void navigate({ to: '/user/account/' })} />
          </div>
          <SignInInstead className="auth-page__text" />
        </>
      )}
    </section>
  );
}
