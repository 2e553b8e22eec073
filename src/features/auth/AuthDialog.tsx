import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Dialog } from '@/shared/ui/Dialog';
import './auth-dialog.css';

const TABS = [
  { key: 'login', title: 'По логину', text: 'Вход по адресу электронной почты и паролю.' },
  { key: 'email', title: 'По почте', text: 'Вход по коду, который придёт на вашу почту.' },
] as const;

/** Spec §2 authorization dialog: the frame and its two tabs (the forms come with the sign-in issue). */
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
            data-autofocus={index === 0 ? '' : undefined}
            className="auth-tabs__tab"
            onClick={() => setActive(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {TABS.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={index !== active}
          className="auth-tabs__panel"
        >
          <p className="dialog__text">{tab.text}</p>
        </div>
      ))}
    </Dialog>
  );
}
