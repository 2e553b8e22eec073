import { Link } from '@tanstack/react-router';
import { CatalogueLinks } from './CatalogueLinks';
import { SearchForm } from './SearchForm';

/** The error page, 404 variant (docs/decisions/010), with ways on: a search and the catalogues. */
export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="error-page__title">
        Запрашиваемая страница не найдена
      </h1>
      <p className="error-page__text">Возможно, она переехала. Найдите нужное или загляните в каталог.</p>
      <SearchForm
        role="search"
        id="error-page-search"
        label="Поиск по сайту"
        className="error-page__search"
      />
      <nav aria-label="Каталог" className="error-page__links">
        <CatalogueLinks className="error-page__catalogues" />
        <Link to="/">На главную</Link>
      </nav>
    </section>
  );
}
