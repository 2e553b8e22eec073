/** The error page (docs/product.md#error-page) for any status other than 404 (500 when no answer says otherwise). */
export function ServiceErrorPage({ status = 500 }: { status?: number }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-page__title">
        {status} Ошибка обращения к сервису
      </h1>
      <p className="error-page__text">
        Мы уже исправляем проблему. Пожалуйста, обновите страницу немного позже.
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </button>
    </section>
  );
}
