import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { ACCOUNT_PAGES } from './account-pages';
import { UserIcon } from './UserIcon';
import { signOut } from './state';

/** A disclosure with the four account pages and 'Выйти'. */
export function ProfileMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="account-entry"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className="account-entry__label">Профиль</span>
      </button>
      <ul id={listId} className="profile-menu__list" hidden={!open}>
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} className="profile-menu__item" onClick={close}>
              {page.title}
            </Link>
          </li>
        ))}
        <li className="profile-menu__separator">
          <button
            type="button"
            className="profile-menu__item"
            onClick={() => {
              close();
              signOut();
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
