/** The cart's place while this device asks the backend for it (the server renders no one's cart). */
export function CartSkeleton() {
  return (
    <div className="cart-skeleton" aria-busy="true" aria-label="Загружаем корзину">
      <span className="skeleton cart-skeleton__row" />
      <span className="skeleton cart-skeleton__row" />
    </div>
  );
}
