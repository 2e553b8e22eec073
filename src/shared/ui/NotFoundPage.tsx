import { Link } from '@tanstack/react-router';

/** Spec §2 error page, 404 variant. */
export function NotFoundPage() {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="error-page__title">
        Запрашиваемая страница не найдена
      </h1>
      <Link to="/" className="button button--primary">
        На главную
      </Link>
    </section>
  );
}
