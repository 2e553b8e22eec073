import './tours.css';

/** A list that could not be loaded (spec §8: logged, the rest of the page works): say so, offer a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="tours-empty" role="alert">
      <p className="tours-empty__title">Не удалось загрузить туры</p>
      <p className="tours-empty__text">Проверьте соединение и попробуйте ещё раз.</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
