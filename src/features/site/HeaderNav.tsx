import { useRouterState } from '@tanstack/react-router';
import {
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { AppLink } from '@/shared/ui/AppLink';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { ChevronIcon, ExternalIcon } from './icons';
import { currentMenuUrl, hasPanel, type HeaderMenuEntry } from './menu-panels';
import { MenuPanel } from './MenuPanel';
import type { Office } from './offices';

interface HeaderNavProps {
  entries: readonly HeaderMenuEntry[];
  offices: readonly Office[];
}

/** Leaving an item for a moment (crossing to its panel) must not close it. */
const HOVER_CLOSE_DELAY_MS = 150;
/** A click this soon after the pointer opened a panel confirms it instead of closing it again. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The desktop menu (≥1024 px): items in a row; an item with a panel opens it on mouse hover, and
 * by its toggle button for keyboard and touch. Escape, a press outside, leaving by Tab or a route
 * change close it.
 */
export function HeaderNav({ entries, offices }: HeaderNavProps) {
  // An open panel belongs to the page it was opened on: a route change closes it.
  const [opened, setOpened] = useState<{ index: number; pathname: string } | null>(null);
  const nav = useRef<HTMLElement>(null);
  const toggles = useRef<Array<HTMLButtonElement | null>>([]);
  const openToggle = useRef<HTMLButtonElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const id = useId();
  const open = opened?.pathname === pathname ? opened.index : null;

  const close = useCallback(() => setOpened(null), []);
  const show = useCallback(
    (index: number) => {
      clearTimeout(closeTimer.current);
      openToggle.current = toggles.current[index] ?? null;
      setOpened({ index, pathname });
    },
    [pathname],
  );
  useDismiss(open !== null, nav, openToggle, close);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onPointerEnter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open !== index) hoverOpenedAt.current = event.timeStamp;
    show(index);
  };
  const onToggleClick = (index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    // Reaching the chevron with the mouse has already opened its panel by hover.
    const justHovered = event.timeStamp - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
    hoverOpenedAt.current = 0;
    if (open === index && !justHovered) close();
    else show(index);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };
  const onBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget))
      setOpened((current) => (current?.index === index ? null : current));
  };

  const currentUrl = currentMenuUrl(
    entries.map((entry) => entry.item.url),
    pathname,
  );

  return (
    <nav ref={nav} className="site-nav" aria-label="Основное меню">
      <ul className="site-nav__list">
        {entries.map((entry, index) => {
          const { item } = entry;
          const panel = hasPanel(entry, offices.length > 0);
          const panelId = `${id}-panel-${index}`;
          const current = item.url === currentUrl;
          return (
            <li
              key={item.url}
              className={`site-nav__item${open === index ? ' site-nav__item--open' : ''}`}
              onPointerEnter={panel ? onPointerEnter(index) : undefined}
              onPointerLeave={panel ? onPointerLeave : undefined}
              onBlur={panel ? onBlur(index) : undefined}
            >
              <AppLink
                href={item.url}
                target={item.target}
                className={`site-nav__link${current ? ' site-nav__link--current' : ''}`}
                aria-current={pathname === item.url ? 'page' : undefined}
              >
                {item.title}
                {item.target === '_blank' ? <ExternalIcon /> : null}
              </AppLink>
              {panel ? (
                <>
                  <button
                    ref={(element) => {
                      toggles.current[index] = element;
                    }}
                    type="button"
                    className="site-nav__toggle"
                    aria-expanded={open === index}
                    aria-controls={panelId}
                    aria-label={`${item.title}: подменю`}
                    onClick={onToggleClick(index)}
                  >
                    <ChevronIcon />
                  </button>
                  <div
                    id={panelId}
                    className="site-nav__panel"
                    hidden={open !== index}
                    onClick={(event) => {
                      if ((event.target as Element).closest('a')) close();
                    }}
                  >
                    {open === index ? <MenuPanel entry={entry} offices={offices} /> : null}
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
