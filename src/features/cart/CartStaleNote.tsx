/** '24.11, 18:05': when this device last heard the cart from the backend (its own clock and zone). */
const savedTime = (savedAt: number) =>
  new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(savedAt);

/** Offline: the cart shown is the last one the backend answered, and may have changed since. */
export function CartStaleNote({ savedAt }: { savedAt: number | null }) {
  return (
    <p className="cart-stale" role="status">
      Нет соединения — показана корзина{savedAt ? ` на ${savedTime(savedAt)}` : ''}. Она могла измениться;
      изменить её и оформить заказ можно, когда появится сеть.
    </p>
  );
}
