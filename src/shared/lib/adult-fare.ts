/** The age category (docs/product.md#age-categories) of an adult (Взрослый): the fare every 'от' price quotes. */
const ADULT_CATEGORY = 'vzroslyi';

interface Priced {
  /** The API's own 'from' figure, used only where the item lists no adult fare. */
  price_from: number;
  prices: ReadonlyArray<{ category: string; price: number }>;
}

/** What one adult pays for an excursion or tour: an 'от' price never shows a child's fare. */
export function adultFare(item: Priced): number {
  return item.prices.find((price) => price.category === ADULT_CATEGORY)?.price ?? item.price_from;
}

/**
 * The contract's age categories: a child (Ребенок) pays the child's fare until this age, from which
 * the student's fare (Студент, учащийся старше 14 лет) or an adult's applies.
 */
export const CHILD_FARE_UNTIL_AGE = 14;

/** Whether someone of this age travels on a child's fare. */
export const isChildAge = (age: number): boolean => age < CHILD_FARE_UNTIL_AGE;
