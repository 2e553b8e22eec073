import { type ReactNode, useId, useRef, useState } from 'react';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { BurgerIcon } from './icons';
import type { HeaderMenuEntry } from './menu-panels';
import type { Office } from './offices';

const MobileMenuSheet = lazyNamed(() => import('./MobileMenuSheet'), 'MobileMenuSheet');

interface MobileMenuProps {
  entries: readonly HeaderMenuEntry[];
  offices: readonly Office[];
  phone: string | undefined;
  favourites?: ReactNode;
}

/** The burger (under 1024 px) and, once pressed, the same menu in a side sheet; focus returns to the burger. */
export function MobileMenu({ entries, offices, phone, favourites }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const id = useId();

  const onClosed = () => {
    setOpen(false);
    burger.current?.focus();
  };

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="plain-button site-header__burger"
        aria-label="Меню"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(true)}
      >
        <BurgerIcon />
      </button>
      {open ? (
        <MobileMenuSheet
          id={id}
          entries={entries}
          offices={offices}
          phone={phone}
          favourites={favourites}
          onClosed={onClosed}
        />
      ) : null}
    </>
  );
}
