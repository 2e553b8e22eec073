import type { components } from '@contract/schema.gen';
import { formatPrice } from '@common/format';
import { itemPlace, itemTravellers, itemWhen, type OrderLine } from '@common/order-words';
import { typeset } from '@/shared/lib/typography';
import { AppLink } from './AppLink';
import './OrderLines.css';

type ItemType = components['schemas']['ItemType'];

const KIND: Record<ItemType, string> = {
  excursion: 'Экскурсия',
  tour: 'Тур',
  room: 'Проживание',
};

/**
 * What an order holds, one line an item: when, where to meet (or the hotel's address), who goes and
 * its sum. The order's success dialog, its payment page and the order history show the same lines.
 */
export function OrderLines({ items, links = true }: { items: readonly OrderLine[]; links?: boolean }) {
  return (
    <ul className="order-lines" aria-label="Состав заказа">
      {items.map((item) => {
        const place = itemPlace(item);
        const travellers = itemTravellers(item);
        return (
          <li key={`${item.type}-${item.id}`} className="order-line">
            <p className="order-line__kind">{KIND[item.type]}</p>
            <p className="order-line__title">
              {links ? <AppLink href={item.url}>{typeset(item.title)}</AppLink> : typeset(item.title)}
            </p>
            <p className="order-line__total">{formatPrice(item.total)}</p>
            <dl className="order-line__facts">
              <div>
                <dt>Когда</dt>
                <dd>{itemWhen(item)}</dd>
              </div>
              {place ? (
                <div>
                  <dt>{item.type === 'room' ? 'Адрес' : 'Место встречи'}</dt>
                  <dd>{place}</dd>
                </div>
              ) : null}
              {travellers ? (
                <div>
                  <dt>Туристы</dt>
                  <dd>{travellers}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
