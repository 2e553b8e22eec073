import { Link } from '@tanstack/react-router';
import './tours.css';

/** The two views of the tour catalogue: cards by group, or every departure in one table. */
export function ToursViewSwitch() {
  return (
    <nav className="view-switch" aria-label="Вид каталога">
      <Link
        to="/tours/"
        className="view-switch__link"
        activeOptions={{ exact: true, includeSearch: false }}
        activeProps={{ 'aria-current': 'page' }}
      >
        Списком
      </Link>
      <Link
        to="/tours/table/"
        className="view-switch__link"
        activeOptions={{ exact: true, includeSearch: false }}
        activeProps={{ 'aria-current': 'page' }}
      >
        Таблицей
      </Link>
    </nav>
  );
}
