import { AppLink } from '@/shared/ui/AppLink';

/** An empty cart says so and leads to the three catalogues. */
export function CartEmpty({ stale }: { stale: boolean }) {
  return (
    <div className="cart-empty">
      <p className="cart-empty__text">
        {stale
          ? 'Нет соединения, а сохранённой корзины на этом устройстве нет.'
          : 'В корзине пока ничего нет.'}
      </p>
      <p className="quiet-note cart-empty__hint">Выберите, куда поехать:</p>
      <ul className="cluster cart-empty__links">
        <li>
          <AppLink href="/tours/" className="button button--ghost">
            Туры
          </AppLink>
        </li>
        <li>
          <AppLink href="/excursions/" className="button button--ghost">
            Экскурсии
          </AppLink>
        </li>
        <li>
          <AppLink href="/hotels/" className="button button--ghost">
            Отели
          </AppLink>
        </li>
      </ul>
    </div>
  );
}
