import { useState } from 'react';
import { formatPrice, pluralize } from '@common/format';
import { AppLink } from '@/shared/ui/AppLink';
import { BookingTerms } from '@/shared/ui/BookingTerms';
import { FormAlert } from '@/shared/ui/forms/FormAlert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { deleteCartItems } from './api/delete-cart-items';
import { CartEmpty } from './CartEmpty';
import { CartEntryView, entryTitle } from './CartEntryView';
import { CartSkeleton } from './CartSkeleton';
import { CartStaleNote } from './CartStaleNote';
import { goneReason, GONE_NOTE } from './gone';
import { useAgencyNow } from '@/shared/lib/use-agency-now';
import { adoptCart } from './cart-store';
import {
  cartEntries,
  entryKey,
  idsToDelete,
  ITEM_FORMS,
  PART_TITLES,
  pricedItems,
  type CartPartName,
} from './cart-totals';
import { useCartView } from './use-cart-view';
import './cart.css';

const PARTS: readonly CartPartName[] = ['tours', 'excursions', 'hotels'];

/** `/cart/`: the three parts, removal of one item or several, the total and the way to the order. */
export function CartPage() {
  const { cart, freshness, savedAt } = useCartView();
  const entries = cartEntries(cart);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const keys = new Set(entries.map(entryKey));
  const chosenNow = [...chosen].filter((key) => keys.has(key));
  const stale = freshness === 'stale';
  const now = useAgencyNow();
  const anyGone = entries.some((entry) => goneReason(entry, now) !== null);

  async function remove(toRemove: readonly string[]) {
    if (removing || toRemove.length === 0) return;
    setRemoving(true);
    setFailure([]);
    try {
      adoptCart(await deleteCartItems(cart.sessionid, idsToDelete(toRemove)));
      setChosen(new Set());
    } catch {
      setFailure(['Не удалось удалить: нет связи с сервером. Попробуйте ещё раз.']);
    } finally {
      setRemoving(false);
    }
  }

  function toggle(key: string, on: boolean) {
    const next = new Set(chosenNow);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  }

  if (entries.length === 0) {
    return (
      <>
        <PageHeading title="Корзина" />
        {freshness === 'unknown' ? <CartSkeleton /> : <CartEmpty stale={stale} />}
      </>
    );
  }

  const allChosen = chosenNow.length === entries.length;
  return (
    <>
      <PageHeading title="Корзина" />
      {stale ? <CartStaleNote savedAt={savedAt} /> : null}
      <div className="split cart-layout">
        <div className="cart-parts">
          {/* One item is removed by its own button: the bulk row would only crowd it. */}
          {entries.length > 1 ? (
            <div className="spread cart-bulk">
              <label className="tap-row cart-bulk__all">
                <input
                  type="checkbox"
                  checked={allChosen}
                  disabled={stale}
                  onChange={(event) => setChosen(event.target.checked ? keys : new Set())}
                />
                Выбрать все
              </label>
              <button
                type="button"
                className="button button--ghost cart-bulk__remove"
                disabled={chosenNow.length === 0 || removing || stale}
                onClick={() => void remove(chosenNow)}
              >
                Удалить выбранные{chosenNow.length ? ` (${chosenNow.length})` : ''}
              </button>
            </div>
          ) : null}
          <FormAlert messages={failure} />
          {PARTS.map((part) => {
            const partEntries = entries.filter((entry) => entry.part === part);
            if (partEntries.length === 0) return null;
            return (
              <section key={part} className="cart-part" aria-labelledby={`cart-part-${part}`}>
                <h2 id={`cart-part-${part}`} className="cart-part__title">
                  {PART_TITLES[part]}
                </h2>
                <ul className="cart-part__list">
                  {partEntries.map((entry) => {
                    const key = entryKey(entry);
                    const title = entryTitle(entry);
                    return (
                      <li key={key}>
                        <CartEntryView
                          entry={entry}
                          gone={goneReason(entry, now)}
                          select={
                            entries.length > 1 ? (
                              <input
                                type="checkbox"
                                className="cart-entry__check"
                                aria-label={`Выбрать: ${title}`}
                                checked={chosenNow.includes(key)}
                                disabled={stale}
                                onChange={(event) => toggle(key, event.target.checked)}
                              />
                            ) : undefined
                          }
                          actions={
                            <button
                              type="button"
                              className="cart-entry__remove"
                              aria-label={`Удалить: ${title}`}
                              disabled={removing || stale}
                              onClick={() => void remove([key])}
                            >
                              Удалить
                            </button>
                          }
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
          <BookingTerms items={pricedItems(entries)} className="panel cart-terms" />
        </div>
        <aside className="cart-summary" aria-label="Итого">
          <p className="sum-line cart-summary__line">
            <span>{pluralize(entries.length, ITEM_FORMS)}</span>
            <strong className="cart-summary__total">{formatPrice(cart.total)}</strong>
          </p>
          {stale || anyGone ? (
            <p className="cart-summary__note" id="cart-order-note">
              {stale
                ? 'Оформить заказ можно, когда появится сеть: корзина должна быть актуальной.'
                : GONE_NOTE}
            </p>
          ) : null}
          {stale || anyGone ? (
            <button
              type="button"
              className="button button--primary cart-summary__order"
              disabled
              aria-describedby="cart-order-note"
            >
              Оформить заказ
            </button>
          ) : (
            <AppLink href="/order/" className="button button--primary cart-summary__order">
              Оформить заказ
            </AppLink>
          )}
        </aside>
      </div>
    </>
  );
}
