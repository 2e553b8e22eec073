import { Link } from '@tanstack/react-router';
import { AppLink } from './AppLink';

/**
 * Spec §2 error page, 404 variant, with ways on: a search (the search page's own address, so it
 * works before the app's code has loaded) and the catalogues.
 */
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
      <form role="search" action="/search/" className="error-page__search">
        <label className="visually-hidden" htmlFor="error-page-search">
          Поиск по сайту
        </label>
        <input
          id="error-page-search"
          type="search"
          name="q"
          className="error-page__search-input"
          placeholder="Экскурсии, туры, отели"
          autoComplete="off"
        />
        <button type="submit" className="button button--primary">
          Найти
        </button>
      </form>
      <nav aria-label="Каталог" className="error-page__links">
        {/* The catalogues take their search defaults themselves (their routes fill them in). */}
        <AppLink href="/excursions/">Экскурсии</AppLink>
        <AppLink href="/tours/">Туры</AppLink>
        <AppLink href="/hotels/">Отели</AppLink>
        <Link to="/">На главную</Link>
      </nav>
    </section>
  );
}
