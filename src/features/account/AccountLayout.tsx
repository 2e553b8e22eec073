import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ACCOUNT_PAGES } from '@/shared/lib/account-pages';
import './account.css';

/**
 * The personal account's frame: its pages (a row of tabs on a phone, a column on a desktop)
 * beside the current one. Only a signed-in visitor gets here (the route sends others to sign in).
 */
export function AccountLayout() {
  const list = useActiveTabInView();
  return (
    <div className="account">
      <nav className="account__nav" aria-label="Личный кабинет">
        <ul ref={list} className="account__nav-list">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="account__nav-link" activeProps={{ 'aria-current': 'page' }}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__page">
        <Outlet />
      </div>
    </div>
  );
}

/**
 * A phone's row of tabs scrolls sideways: the current page's tab is brought into the middle of it,
 * so 'История заказов' is not hidden past the edge. Only the row scrolls, never the page.
 */
function useActiveTabInView() {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const offset = active.getBoundingClientRect().left - row.getBoundingClientRect().left;
    const left = row.scrollLeft + offset - (row.clientWidth - active.offsetWidth) / 2;
    row.scrollTo({ left: Math.max(0, left), behavior: 'instant' });
  }, [pathname]);
  return list;
}
