import { useEffect, useRef, useState } from 'react';
import type { AddToCartProps, CartItem } from '@/shared/api/cart-item';
import { useOnline } from '@/shared/lib/use-online';
import { showToast } from '@/shared/state/toasts';
import { AppLink } from '@/shared/ui/AppLink';
import { NeedsNetworkNote } from '@/shared/ui/NeedsNetworkNote';
import './CartAddButton.css';

export type CartAddStatus = 'idle' | 'adding' | 'added' | 'failed';

/** Long enough to read and reach 'Перейти в корзину'; the button itself stays a way there too. */
const ADDED_TOAST_MS = 8000;

/**
 * 'Добавить в корзину' for what a catalogue page chose: progress while the call runs, 'В корзине'
 * once the backend has the item. A second press while adding sends nothing; another choice (date,
 * tourists, stay) turns the button back into 'Добавить в корзину' (adding the same event again
 * replaces its counts).
 */
export function AddToCart({ item, className = '', onAdded }: AddToCartProps) {
  const choice = JSON.stringify(item);
  const [status, setStatus] = useState<CartAddStatus>('idle');
  const [statusChoice, setStatusChoice] = useState(choice);
  const busy = useRef(false);
  if (statusChoice !== choice) {
    setStatusChoice(choice);
    setStatus('idle');
  }

  async function add(chosen: CartItem): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setStatus('adding');
    // The call's code loads on the first press: a page that is only read does not fetch it.
    const added = await import('./add-to-cart').then(
      ({ addToCart }) => addToCart(chosen),
      () => false,
    );
    busy.current = false;
    setStatus(added ? 'added' : 'failed');
    if (!added) return;
    // Said where the tourist looks after pressing, with the way on: the cart, or go on choosing.
    showToast('Добавлено в корзину', 'success', ADDED_TOAST_MS, {
      label: 'Перейти в корзину',
      href: '/cart/',
    });
    onAdded?.();
  }

  return (
    <CartAddButton
      status={status}
      className={className}
      disabled={!item}
      onClick={() => {
        if (item) void add(item);
      }}
    />
  );
}

interface CartAddButtonProps {
  status: CartAddStatus;
  disabled?: boolean;
  className?: string;
  onClick?: (() => void) | undefined;
}

/**
 * The button and what it says: 'Добавить в корзину', then 'В корзине' as a link to the cart. A
 * failed add is not an error to show (docs/product.md#errors), but the button never pretends: it says the item is
 * not in the cart. It is a form's submit button (Enter in a booking form presses it) that submits
 * nothing: the press is the add.
 */
export function CartAddButton({ status, disabled = false, className = '', onClick }: CartAddButtonProps) {
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const online = useOnline();
  useEffect(() => {
    // The button the visitor pressed turns into the link: keep the keyboard where it was.
    if (status === 'added' && hadFocus.current) link.current?.focus();
  }, [status]);

  return (
    <div className={`cart-add ${className}`}>
      {status === 'added' ? (
        <AppLink
          ref={link}
          href="/cart/"
          className="button cart-add__done"
          // A double click on 'Добавить в корзину' adds once; on a quick network its second click
          // lands on this link, which has just taken the button's place: it does not leave the page.
          onClick={(event) => {
            if (event.detail > 1) event.preventDefault();
          }}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
          </svg>
          В корзине<span className="visually-hidden">: перейти в корзину</span>
        </AppLink>
      ) : (
        <button
          ref={button}
          type="submit"
          className="button button--primary cart-add__button"
          disabled={disabled || !online}
          aria-disabled={status === 'adding' || undefined}
          aria-busy={status === 'adding' || undefined}
          onClick={(event) => {
            event.preventDefault();
            hadFocus.current = document.activeElement === button.current;
            if (status !== 'adding') onClick?.();
          }}
        >
          {status === 'adding' ? (
            <>
              <span className="spinner" aria-hidden="true" />
              Добавляем…
            </>
          ) : (
            'Добавить в корзину'
          )}
        </button>
      )}
      {!online && status !== 'added' ? <NeedsNetworkNote action="добавить в корзину" /> : null}
      <p className={status === 'failed' ? 'cart-add__note' : 'visually-hidden'} role="status">
        {status === 'failed' ? 'Не получилось добавить в корзину. Попробуйте ещё раз.' : ''}
      </p>
    </div>
  );
}
