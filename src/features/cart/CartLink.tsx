import { Link } from '@tanstack/react-router';
import { cartLength } from './cart-totals';
import { useCartView } from './use-cart-view';

/** The header's cart: its count of items, none shown while it is empty. */
export function CartLink() {
  const { cart } = useCartView();
  const count = cartLength(cart);
  return (
    <Link to="/cart/" className="icon-button cart-link" aria-label={`Корзина, товаров: ${count}`}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.6 11.2a2 2 0 0 0 2 1.5h7.9a2 2 0 0 0 1.9-1.4L22 6H6.6l-.5-2.2A2 2 0 0 0 4.2 2H3Z"
        />
      </svg>
      {count > 0 ? <span className="cart-link__count">{count}</span> : null}
    </Link>
  );
}
