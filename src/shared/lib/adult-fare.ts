/** Spec §3 age category of an adult (Взрослый): the fare every 'от' price quotes. */
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
