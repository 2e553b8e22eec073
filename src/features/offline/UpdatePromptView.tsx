import { useLocation, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { applyUpdate } from '@/shared/pwa/register-service-worker';
import { workerState } from '@/shared/pwa/worker-state';
import './offline.css';

/** On the way back from the payment provider nothing may change under the visitor's hands. */
const QUIET_PATHS = /^\/payment\//;

/**
 * 'Доступна новая версия' with 'Обновить'. After an update taken while a form held input, the next
 * navigation loads the new build as a whole page.
 */
export function UpdatePromptView() {
  const { updateWaiting } = useSnapshot(workerState);
  const quiet = useLocation({ select: (location) => QUIET_PATHS.test(location.pathname) });
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        if (workerState.updateOnNextNavigation && event.pathChanged)
          window.location.assign(event.toLocation.href);
      }),
    [router],
  );
  if (!updateWaiting || quiet) return null;
  return (
    <div className="update-prompt" role="status">
      <p className="update-prompt__text">Доступна новая версия</p>
      <button type="button" className="button button--primary update-prompt__button" onClick={applyUpdate}>
        Обновить
      </button>
    </div>
  );
}
