import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { ACCOUNT_PAGES } from '@/shared/lib/account-pages';
import { signOut } from './sign-out';
import { UserIcon } from './UserIcon';

/** A disclosure with the user's name, the account pages and 'Выйти'. */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  const { data: user } = useQuery(currentUserQueryOptions());
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="tap-target plain-button account-entry"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="visually-hidden account-entry__label account-entry__name">{name || 'Профиль'}</span>
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        {name ? (
          <li className="profile-menu__who" aria-hidden="true">
            <span className="profile-menu__name">{name}</span>
            <span className="profile-menu__email">{user?.email}</span>
          </li>
        ) : null}
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className="plain-button profile-menu__item" onClick={close}>
              {page.title}
            </Link>
          </li>
        ))}
        <li className="profile-menu__separator">
          <button
            type="button"
            className="plain-button profile-menu__item"
            onClick={() => {
              close();
              void signOut();
              void navigate({ to: '/' });
            }}
          >
            Выйти
          </button>
        </li>
      </ul>
    </div>
  );
}
