import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { installState, promptInstall } from '@/shared/pwa/install-prompt';

type InstallWay = 'prompt' | 'ios' | null;

const onChange = (notify: () => void) => subscribe(installState, notify);
const currentWay = (): InstallWay =>
  installState.canPrompt ? 'prompt' : installState.iosHint ? 'ios' : null;
// The server knows neither: both appear after hydration, so the two renders agree.
const onServer = (): InstallWay => null;

/** 'Установить приложение' where the browser offers it; on iOS Safari, how to add it by hand. */
export function InstallEntry() {
  const way = useSyncExternalStore(onChange, currentWay, onServer);
  if (way === 'prompt') {
    return (
      <button type="button" className="tap-row install-entry" onClick={() => void promptInstall()}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16 6.3 10.3l1.4-1.4L11 12.2zM5 19h14v2H5z"
          />
        </svg>
        Установить приложение
      </button>
    );
  }
  if (way === 'ios') {
    return (
      <p className="install-hint">Установить приложение: нажмите «Поделиться», затем «На экран „Домой“».</p>
    );
  }
  return null;
}
