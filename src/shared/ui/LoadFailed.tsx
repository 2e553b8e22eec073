import { useEffect, useRef } from 'react';
import { ApiError } from '@common/api/error';
import { useOnline } from '@/shared/lib/use-online';
import './ResultStates.css';

interface LoadFailedProps {
  error: unknown;
  /** Genitive, after 'Не удалось загрузить': 'список экскурсий'. */
  what: string;
  onRetry: () => void;
}

/**
 * A list that failed to load (docs/product.md#errors): logged, said in one line, and the rest of the page keeps
 * working. Without a network it says so, and tries again by itself when the network returns.
 */
export function LoadFailed({ error, what, onRetry }: LoadFailedProps) {
  const online = useOnline();
  const offline = !online || (error instanceof ApiError && error.isNetworkError);
  useEffect(() => {
    console.error(`Не удалось загрузить ${what}`, error);
  }, [error, what]);
  const wasOnline = useRef(online);
  useEffect(() => {
    // Only the network's return asks again: a retry that fails again must not loop.
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);
  return (
    <div className="cluster load-failed" role="status">
      <p className="load-failed__text">
        {offline
          ? `Нет соединения — загрузить ${what} не получилось. Загрузим сами, когда появится сеть.`
          : `Не удалось загрузить ${what}. Проверьте соединение и попробуйте ещё раз.`}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
