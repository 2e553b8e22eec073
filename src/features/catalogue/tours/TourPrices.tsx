import { formatPrice } from '@common/format';
import type { Price } from '../api/types';
import { TourSection } from './TourSection';
import './tours.css';

/** The price of the tour per age category (docs/product.md#age-categories), per person. */
export function TourPrices({ prices }: { prices: readonly Price[] }) {
  return (
    <TourSection id="tour-prices" title="Стоимость на человека">
      <dl className="tour-prices">
        {prices.map((price) => (
          <div key={price.category} className="tour-prices__row" data-category={price.category}>
            <dt className="tour-prices__category">{price.title}</dt>
            <dd className="tour-prices__value">{formatPrice(price.price)}</dd>
          </div>
        ))}
      </dl>
    </TourSection>
  );
}
