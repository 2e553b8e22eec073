import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { openDialog } from '@/shared/state/dialogs';
import { AppLink } from '@/shared/ui/AppLink';
import { ChevronIcon, CloseIcon, ExternalIcon, PenIcon, PhoneIcon } from './icons';
import { hasPanel, type HeaderMenuEntry } from './menu-panels';
import { MenuPanel } from './MenuPanel';
import type { Office } from './offices';
import { telHref } from '@/shared/lib/tel-href';

interface MobileMenuSheetProps {
  id: string;
  entries: readonly HeaderMenuEntry[];
  offices: readonly Office[];
  phone: string | undefined;
  /** The link to 'Избранное' (favourites feature). */
  favourites?: ReactNode;
  /** The sheet has closed (Escape, a link, the backdrop, 'Закрыть меню' or a new page). */
  onClosed: () => void;
}

/**
 * The menu in a side sheet, a modal <dialog>: focus stays inside, Escape closes it. Items with a
 * panel expand in place. Its code loads the first time the burger is pressed.
 */
export function MobileMenuSheet({ id, entries, offices, phone, favourites, onClosed }: MobileMenuSheetProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const openedAt = useRef(pathname);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  useEffect(() => {
    if (pathname !== openedAt.current) dialog.current?.close();
  }, [pathname]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      id={id}
      className="mobile-menu"
      aria-label="Меню"
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === event.currentTarget || (event.target as Element).closest('a')) close();
      }}
    >
      <div className="mobile-menu__box">
        <div className="mobile-menu__head">
          <span className="mobile-menu__title">Меню</span>
          <button type="button" className="mobile-menu__close" aria-label="Закрыть меню" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Основное меню">
          <ul className="mobile-menu__list">
            {entries.map((entry, index) => {
              const { item } = entry;
              const panelId = `${id}-panel-${index}`;
              return (
                <li key={item.url} className="mobile-menu__item">
                  <div className="mobile-menu__row">
                    <AppLink href={item.url} target={item.target} className="mobile-menu__link">
                      {item.title}
                      {item.target === '_blank' ? <ExternalIcon /> : null}
                    </AppLink>
                    {hasPanel(entry, offices.length > 0) ? (
                      <button
                        type="button"
                        className="mobile-menu__toggle"
                        aria-expanded={expanded === index}
                        aria-controls={panelId}
                        aria-label={`${item.title}: подменю`}
                        onClick={() => setExpanded((current) => (current === index ? null : index))}
                      >
                        <ChevronIcon />
                      </button>
                    ) : null}
                  </div>
                  <div id={panelId} className="mobile-menu__panel" hidden={expanded !== index}>
                    {expanded === index ? <MenuPanel entry={entry} offices={offices} /> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mobile-menu__contacts">
          {favourites}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              close();
              openDialog('feedback');
            }}
          >
            <PenIcon />
            Написать
          </button>
          {phone ? (
            <a className="button button--ghost" href={telHref(phone)}>
              <PhoneIcon size={18} />
              {phone}
            </a>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
