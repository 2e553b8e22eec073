import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppLink } from '@/shared/ui/AppLink';
import { configsQueryOptions } from '@/shared/api/site-config';
import { menusQueryOptions } from './api/get-menus';

export function SiteFooter() {
  const { data: config } = useQuery(configsQueryOptions());
  const { data: menus } = useQuery(menusQueryOptions());

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <nav aria-label="Меню в подвале">
          <ul className="site-footer__menu">
            {menus?.footer_menu.map((item) => (
              <li key={item.url}>
                <AppLink href={item.url} target={item.target}>
                  {item.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__legal">
          © {new Date().getFullYear()} {config?.SITE_NAME}.{' '}
          <Link to="/about/policy/">Политика конфиденциальности</Link>
        </p>
      </div>
    </footer>
  );
}
