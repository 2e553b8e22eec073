import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { closeDialog, openDialog } from '@/shared/state/dialogs';
import { showToast } from '@/shared/state/toasts';
import { Dialog } from '@/shared/ui/Dialog';
import { CodeRequestForm } from './CodeRequestForm';
import { LoginForm } from './LoginForm';
import './auth-dialog.css';

const TABS = [
  { key: 'login', title: 'По логину' },
  { key: 'email', title: 'По почте' },
] as const;

/**
 * Authorization (docs/product.md#dialogs, 478 px): 'По логину' or 'По почте', and the ways on to registration and
 * password restore. Arrow keys move between the tabs.
 */
export function AuthDialog() {
  const [active, setActive] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + TABS.length) % TABS.length;
    setActive(next);
    tabs.current[next]?.focus();
  };

  const signedIn = () => {
    closeDialog('auth');
    showToast('Вы вошли в личный кабинет.', 'success');
  };

  return (
    <Dialog name="auth" title="Вход в личный кабинет" width={478}>
      <div className="auth-tabs" role="tablist" aria-label="Способ входа" onKeyDown={onKeyDown}>
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={index === active ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => setActive(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {/* Both forms stay mounted: what was typed in one survives a look at the other. */}
      {TABS.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== active}
          className="auth-tabs__panel"
        >
          {tab.key === 'login' ? (
            <LoginForm onSignedIn={signedIn} />
          ) : (
            <CodeRequestForm onCodeSent={() => openDialog('code')} />
          )}
        </div>
      ))}
      <div className="spread auth-links">
        <button type="button" className="link-button" onClick={() => openDialog('restore')}>
          Забыли пароль?
        </button>
        <p className="auth-links__register">
          Нет аккаунта?{' '}
          <button type="button" className="link-button" onClick={() => openDialog('registration')}>
            Зарегистрироваться
          </button>
        </p>
      </div>
    </Dialog>
  );
}
