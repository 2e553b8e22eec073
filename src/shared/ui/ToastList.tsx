import { useSnapshot } from 'valtio';
import { dismissToast, toastsState } from '@/shared/state/toasts';
import { AppLink } from './AppLink';
import { LineIcon } from './LineIcon';

/** The notices themselves, each with its close button. */
export function ToastList() {
  const { items } = useSnapshot(toastsState);
  return items.map((toast) => (
    <p key={toast.id} className={`toast toast--${toast.tone}`}>
      <span className="toast__text">{toast.text}</span>
      {toast.action ? (
        <AppLink className="toast__action" href={toast.action.href} onClick={() => dismissToast(toast.id)}>
          {toast.action.label}
        </AppLink>
      ) : null}
      <button
        type="button"
        className="icon-button toast__close"
        aria-label="Закрыть уведомление"
        onClick={() => dismissToast(toast.id)}
      >
        <LineIcon size={18}>
          <path d="M6 6l12 12M18 6 6 18" />
        </LineIcon>
      </button>
    </p>
  ));
}
