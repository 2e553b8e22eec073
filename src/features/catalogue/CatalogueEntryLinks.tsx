import { Link } from '@tanstack/react-router';
import { AppLink } from '@/shared/ui/AppLink';
import { defaultExcursionSearch, defaultHotelSearch } from './search-params';
import { withSearch } from './ui/url';

/** Entry points to the catalogues with the default searches of spec §2. */
export function CatalogueEntryLinks() {
  return (
    <ul className="entry-links">
      <li>
        <Link to="/excursions/" search={defaultExcursionSearch()} className="entry-links__item">
          Экскурсии
        </Link>
      </li>
      <li>
        <Link to="/tours/" className="entry-links__item">
          Туры
        </Link>
      </li>
      <li>
        {/* By href: the router would quote a room of adults only (`room=%222%22`). */}
        <AppLink href={withSearch('/hotels/', { ...defaultHotelSearch() })} className="entry-links__item">
          Отели
        </AppLink>
      </li>
    </ul>
  );
}
