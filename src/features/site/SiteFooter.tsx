import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { configsQueryOptions } from '@/shared/api/site-config';
import { today } from '@/shared/lib/calendar-day';
import { AppLink } from '@/shared/ui/AppLink';
import { menusQueryOptions } from './api/get-menus';
import { MAKER_CREDIT } from './maker-credit';
import { OfficeBlock } from './OfficeBlock';
import { officesFromConfig } from './offices';
import { SocialLinks } from './SocialLinks';
import { socialLinks } from './socials';

const POLICY_PATH = '/about/policy/';

/**
 * The footer (docs/product.md#footer): footer menu, social links, offices, privacy policy and the maker credit; `extra`
 * is what other features add under the brand (the way to what opens offline).
 */
export function SiteFooter({ extra }: { extra?: ReactNode }) {
  const { data: config } = useQuery(configsQueryOptions());
  const { data: menus } = useQuery(menusQueryOptions());
  const offices = useMemo(() => officesFromConfig(config), [config]);
  const socials = useMemo(() => socialLinks(config), [config]);
  // The policy link has its own place in the legal line.
  const menu = (menus?.footer_menu ?? []).filter((item) => item.url !== POLICY_PATH);
  const siteName = config?.SITE_NAME ?? '';

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link to="/" className="tap-row site-footer__logo">
              <span className="site-header__logo-mark" aria-hidden="true" />
              {siteName}
            </Link>
            {config?.SITE_DESCRIPTION ? (
              <p className="site-footer__about">{config.SITE_DESCRIPTION}</p>
            ) : null}
            <SocialLinks links={socials} />
            {extra}
          </div>
          {menu.length > 0 ? (
            <nav className="site-footer__nav" aria-label="Меню в подвале">
              <ul className="site-footer__menu">
                {menu.map((item) => (
                  <li key={item.url}>
                    <AppLink href={item.url} target={item.target}>
                      {item.title}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {offices.map((office) => (
            <OfficeBlock key={office.key} office={office} heading="h2" />
          ))}
        </div>
        <div className="cluster site-footer__bottom">
          <p className="site-footer__legal">
            © {today().slice(0, 4)} {siteName}
          </p>
          <Link to={POLICY_PATH} className="site-footer__policy">
            Политика конфиденциальности
          </Link>
          <p className="site-footer__credit">
            {MAKER_CREDIT.label} — {MAKER_CREDIT.name}
          </p>
        </div>
      </div>
    </footer>
  );
}
