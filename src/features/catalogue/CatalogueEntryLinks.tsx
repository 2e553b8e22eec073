import { Link } from '@tanstack/react-router';
import { defaultExcursionSearch, defaultHotelSearch } from './search-params';

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
        <Link to="/hotels/" search={defaultHotelSearch()} className="entry-links__item">
          Отели
        </Link>
      </li>
    </ul>
  );
}
