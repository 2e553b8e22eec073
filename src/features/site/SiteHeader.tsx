import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/AppLink';
import { configsQueryOptions } from '@/shared/api/site-config';
import { menusQueryOptions } from './api/get-menus';
import { telHref } from './tel-href';

interface SiteHeaderProps {
  /** Account entry (login button or profile menu) and cart link, owned by their features. */
  actions?: ReactNode;
}

export function SiteHeader({ actions }: SiteHeaderProps) {
  const { data: config } = useQuery(configsQueryOptions());
  const { data: menus } = useQuery(menusQueryOptions());
  const phone = config?.HEADER_PHONE;

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo">
          <span className="site-header__logo-mark" aria-hidden="true" />
          <span className="site-header__logo-text">{config?.SITE_NAME ?? '\u00a0'}</span>
        </Link>
        <nav className="site-header__nav" aria-label="Основное меню">
          <ul className="site-header__menu">
            {menus?.header_menu.map((item) => (
              <li key={item.url}>
                <AppLink href={item.url} target={item.target}>
                  {item.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {phone ? (
          <a className="site-header__phone" href={telHref(phone)}>
            {phone}
          </a>
        ) : null}
        <div className="site-header__actions">{actions}</div>
      </div>
    </header>
  );
}
