import { Link, Outlet } from '@tanstack/react-router';
import { ACCOUNT_PAGES } from '@/shared/lib/account-pages';
import './account.css';

/**
 * The personal account's frame: its pages (a row of tabs on a phone, a column on a desktop)
 * beside the current one. Only a signed-in visitor gets here (the route sends others to sign in).
 */
export function AccountLayout() {
  return (
    <div className="account">
      <nav className="account__nav" aria-label="Личный кабинет">
        <ul className="account__nav-list">
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
