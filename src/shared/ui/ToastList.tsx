import { useSnapshot } from 'valtio';
import { dismissToast, toastsState } from '@/shared/state/toasts';

/** The notices themselves, each with its close button. */
export function ToastList() {
  const { items } = useSnapshot(toastsState);
  return items.map((toast) => (
    <p key={toast.id} className={`toast toast--${toast.tone}`}>
      <span className="toast__text">{toast.text}</span>
      <button
        type="button"
        className="icon-button toast__close"
        aria-label="Закрыть уведомление"
        onClick={() => dismissToast(toast.id)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </p>
  ));
}
