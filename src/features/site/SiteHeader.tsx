import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { configsQueryOptions } from '@/shared/api/site-config';
import { openDialog } from '@/shared/state/dialogs';
import { headerBannersQueryOptions } from './api/get-header-banners';
import { menusQueryOptions } from './api/get-menus';
import { HeaderNav } from './HeaderNav';
import { PenIcon, PhoneIcon } from './icons';
import { headerMenuEntries } from './menu-panels';
import { MobileMenu } from './MobileMenu';
import { officesFromConfig } from './offices';
import { telHref } from '@/shared/lib/tel-href';
import './site.css';

interface SiteHeaderProps {
  /** Login button or profile menu (auth feature). */
  account?: ReactNode;
  /** Cart link with its counter (cart feature). */
  cart?: ReactNode;
  /** The link to 'Избранное' (favourites feature). */
  favourites?: ReactNode;
  /** The same way as the phone's menu offers it, beside 'Написать'. */
  menuFavourites?: ReactNode;
  /** The search field, or a phone's search icon (search feature). */
  search?: ReactNode;
}

/**
 * The header (docs/product.md#header). Phones: logo, search, phone, account, cart and the burger in one row. Desktop: a
 * contact row (phone, search, 'Избранное', 'Написать', account) over the main row (logo, menu, cart). Config, menu
 * and banner failures only leave their parts out (docs/product.md#errors).
 */
export function SiteHeader({ account, cart, favourites, menuFavourites, search }: SiteHeaderProps) {
  const { data: config } = useQuery(configsQueryOptions());
  const { data: menus } = useQuery(menusQueryOptions());
  const { data: banners } = useQuery(headerBannersQueryOptions());
  const entries = useMemo(() => headerMenuEntries(menus?.header_menu ?? [], banners), [menus, banners]);
  const offices = useMemo(() => officesFromConfig(config), [config]);
  const phone = config?.HEADER_PHONE?.trim() || undefined;

  return (
    <header className="site-header">
      {/* In reading order on a desktop, where the contact row sits above the logo's: the grid
          areas, not this order, place them (a phone's single row has the logo first). */}
      <div className="site-header__inner container">
        <div className="site-header__contact">
          {phone ? (
            <a className="tap-target site-header__phone" href={telHref(phone)}>
              <PhoneIcon size={18} />
              <span className="visually-hidden site-header__phone-number">{phone}</span>
            </a>
          ) : null}
        </div>
        {search ? <div className="site-header__search">{search}</div> : null}
        {favourites}
        <button
          type="button"
          className="plain-button site-header__write"
          onClick={() => openDialog('feedback')}
        >
          <PenIcon />
          Написать
        </button>
        <div className="site-header__account">{account}</div>
        <Link to="/" className="site-header__logo">
          <span className="site-header__logo-mark" aria-hidden="true" />
          <span className="site-header__logo-text">{config?.SITE_NAME ?? '\u00a0'}</span>
        </Link>
        <HeaderNav entries={entries} offices={offices} />
        <div className="site-header__cart">{cart}</div>
        <MobileMenu entries={entries} offices={offices} phone={phone} favourites={menuFavourites} />
      </div>
    </header>
  );
}
