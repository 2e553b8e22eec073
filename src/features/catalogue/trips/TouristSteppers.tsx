import type { components } from '@contract/schema.gen';
import { AGE_CATEGORIES, categoryMax, type TouristsByCategory } from './cart-event';
import { formatPrice } from '@common/format';
import { Stepper } from '@/shared/ui/forms/Stepper';

interface TouristSteppersProps {
  prices: readonly components['schemas']['Price'][];
  counts: TouristsByCategory;
  /** Free places of the chosen event: together the categories never exceed them. */
  placesLeft: number;
  onChange: (counts: TouristsByCategory) => void;
}

/** One stepper per age category the event has a price for, with that price beside it. */
export function TouristSteppers({ prices, counts, placesLeft, onChange }: TouristSteppersProps) {
  return AGE_CATEGORIES.map((category) => {
    const price = prices.find((candidate) => candidate.category === category);
    if (!price) return null;
    return (
      <Stepper
        key={category}
        label={price.title}
        hint={formatPrice(price.price)}
        value={counts[category]}
        min={0}
        max={Math.max(counts[category], categoryMax(counts, category, placesLeft))}
        onChange={(value) => onChange({ ...counts, [category]: value })}
      />
    );
  });
}
