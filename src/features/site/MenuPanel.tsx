import { AppLink } from '@/shared/ui/AppLink';
import { Picture } from '@/shared/ui/Picture';
import type { Banner } from './api/get-header-banners';
import { ArrowIcon } from './icons';
import type { HeaderMenuEntry } from './menu-panels';
import { OfficeBlock } from './OfficeBlock';
import type { Office } from './offices';

interface MenuPanelProps {
  entry: HeaderMenuEntry;
  offices: readonly Office[];
}

function BannerCard({ banner }: { banner: Banner }) {
  return (
    <AppLink href={banner.link} className="tile-link menu-banner">
      <Picture className="menu-banner__image" src={banner.image} width={320} height={200} />
      <span className="menu-banner__title">{banner.title}</span>
      {banner.text ? <span className="menu-banner__text">{banner.text}</span> : null}
    </AppLink>
  );
}

/** What a menu item's panel holds: its section link and children, its banners, and for 'about' the offices. */
export function MenuPanel({ entry, offices }: MenuPanelProps) {
  const { item, banners, about } = entry;
  return (
    <div className="menu-panel">
      <div className="menu-panel__links">
        <AppLink href={item.url} target={item.target} className="tap-row menu-panel__section">
          {item.title}
          <ArrowIcon />
        </AppLink>
        {item.children.length > 0 ? (
          <ul className="menu-panel__list">
            {item.children.map((child) => (
              <li key={child.url}>
                <AppLink href={child.url} target={child.target} className="menu-panel__link">
                  {child.title}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {about && offices.length > 0 ? (
        <div className="stack menu-panel__offices">
          {offices.map((office) => (
            <OfficeBlock key={office.key} office={office} heading="p" />
          ))}
        </div>
      ) : null}
      {banners.length > 0 ? (
        <div className="menu-panel__banners">
          {banners.map((banner) => (
            <BannerCard key={banner.id} banner={banner} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
