import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isSignedIn, sessionState } from '@/shared/session/session-state';
import { openDialog } from '@/shared/state/dialogs';
import { PageHeading } from '@/shared/ui/PageHeading';
import './auth-page.css';

/** Only a path on this site is a place to return to: never another origin, never this page again. */
export function safeNext(next: string | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return '/';
  return next;
}

/**
 * `/login`, the sign-in callback (docs/product.md#routes): authorization opens over it, and once the visitor is
 * signed in they land where they came from (`?next=`, e.g. the account page that sent them here).
 */
export function LoginPage({ next }: { next: string | undefined }) {
  const navigate = useNavigate();
  const session = useSnapshot(sessionState);
  const signedIn = isSignedIn(session);

  useEffect(() => {
    if (signedIn) void navigate({ href: safeNext(next), replace: true });
  }, [signedIn, next, navigate]);

  return (
    <section className="auth-page">
      <PageHeading title="Вход в личный кабинет" />
      <p className="auth-page__text">
        Войдите, чтобы увидеть свои заказы, сохранённых туристов и личные данные.
      </p>
      <button type="button" className="button button--primary form-submit" onClick={() => openDialog('auth')}>
        Войти
      </button>
    </section>
  );
}
