import { useEffect } from 'react';
import './ResultStates.css';

interface LoadFailedProps {
  error: unknown;
  /** Genitive, after 'Не удалось загрузить': 'список экскурсий'. */
  what: string;
  onRetry: () => void;
}

/** A list that failed to load (spec §8): logged, said in one line, and the rest of the page keeps working. */
export function LoadFailed({ error, what, onRetry }: LoadFailedProps) {
  useEffect(() => {
    console.error(`Не удалось загрузить ${what}`, error);
  }, [error, what]);
  return (
    <div className="load-failed" role="status">
      <p className="load-failed__text">
        Не удалось загрузить {what}. Проверьте соединение и попробуйте ещё раз.
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
