import { formatPrice } from '@common/format';
import { FromPrice } from '@/shared/ui/FromPrice';
import type { SearchItem } from './match';

/** A found item's 'от' price: an adult's fare, or a hotel's night. */
export function ItemPrice({ item }: { item: Pick<SearchItem, 'kind' | 'price'> }) {
  return item.kind === 'hotel' ? (
    <>
      от {formatPrice(item.price)} <span className="search-price__per">за ночь</span>
    </>
  ) : (
    <FromPrice roubles={item.price} />
  );
}
