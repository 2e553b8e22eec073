import type { Snapshot } from 'valtio';
import type { Cart, CartAnswer, CartExcursionItem, CartPart, CartRoomItem, CartTourItem } from './api/types';
import type { PricedItem } from '@common/booking-terms';

/** The three parts of docs/product.md#cart by the key the cart reply uses. */
export type CartPartName = 'tours' | 'excursions' | 'hotels';

export const emptyCart = (sessionid = ''): Cart => ({
  sessionid,
  tours: { items: [], total: 0 },
  excursions: { items: [], total: 0 },
  hotels: { items: [], total: 0 },
  count: 0,
  total: 0,
});

/** Roubles with kopecks: sums of prices like 450.5 must not drift to 1351.4999999. */
const roubles = (value: number) => Math.round(value * 100) / 100;

/** Cart length = tours + excursions + hotels items (docs/product.md#cart): the header counter. */
export function cartLength(cart: Snapshot<Cart>): number {
  return cart.tours.items.length + cart.excursions.items.length + cart.hotels.items.length;
}

const sumOf = (values: readonly { total: number }[]) =>
  roubles(values.reduce((sum, value) => sum + value.total, 0));

/** A part as answered, with its total: the backend's, or the sum of its items' when it sends none. */
export function completePart<Item extends { total: number }>(part: {
  items: Item[];
  total?: number;
}): CartPart<Item> {
  return { items: part.items, total: typeof part.total === 'number' ? part.total : sumOf(part.items) };
}

/**
 * The backend's cart as the app keeps it. A backend may send only the three parts (docs/product.md#cart): the
 * session id is then the one the cart was asked for, the count is the parts' items and the total
 * their sum.
 */
export function completeCart(answer: CartAnswer, askedSessionId: string): Cart {
  const tours = completePart(answer.tours);
  const excursions = completePart(answer.excursions);
  const hotels = completePart(answer.hotels);
  const parts = { tours, excursions, hotels };
  return {
    sessionid: answer.sessionid ?? askedSessionId,
    ...parts,
    count: tours.items.length + excursions.items.length + hotels.items.length,
    total: typeof answer.total === 'number' ? answer.total : sumOf([tours, excursions, hotels]),
  };
}

/**
 * Adding answers only the part that changed (docs/product.md#cart-updates): the cart takes it, and its count and
 * total follow from the three parts.
 */
export function withPart<Name extends CartPartName>(cart: Cart, name: Name, part: Cart[Name]): Cart {
  const next: Cart = { ...cart, [name]: part };
  return {
    ...next,
    count: cartLength(next),
    total: roubles(next.tours.total + next.excursions.total + next.hotels.total),
  };
}

/** One list of what is in the cart, in the order the cart page and the order review show it. */
export type CartEntry =
  | { part: 'tours'; item: Snapshot<CartTourItem> }
  | { part: 'excursions'; item: Snapshot<CartExcursionItem> }
  | { part: 'hotels'; item: Snapshot<CartRoomItem> };

export function cartEntries(cart: Snapshot<Cart>): CartEntry[] {
  return [
    ...cart.tours.items.map((item) => ({ part: 'tours' as const, item })),
    ...cart.excursions.items.map((item) => ({ part: 'excursions' as const, item })),
    ...cart.hotels.items.map((item) => ({ part: 'hotels' as const, item })),
  ];
}

/** Each entry's kind, price and first day: what the terms before the order are counted of. */
export function pricedItems(entries: readonly CartEntry[]): PricedItem[] {
  return entries.map((entry) =>
    entry.part === 'tours'
      ? { type: 'tour', total: entry.item.total, date_start: entry.item.date_start }
      : entry.part === 'excursions'
        ? { type: 'excursion', total: entry.item.total, date_start: entry.item.date }
        : { type: 'room', total: entry.item.total, date_start: entry.item.date_from },
  );
}

/** A cart entry's key, unique across the parts (their ids are not). */
export const entryKey = (entry: Pick<CartEntry, 'part'> & { item: { id: number } }) =>
  `${entry.part}:${entry.item.id}`;

/** The chosen entries as the DELETE call's id lists (`rooms` is the hotels part's name there). */
export function idsToDelete(keys: Iterable<string>): {
  tours: number[];
  excursions: number[];
  rooms: number[];
} {
  const ids = { tours: [] as number[], excursions: [] as number[], rooms: [] as number[] };
  for (const key of keys) {
    const [part, raw] = key.split(':');
    const id = Number(raw);
    if (!Number.isInteger(id)) continue;
    if (part === 'tours') ids.tours.push(id);
    else if (part === 'excursions') ids.excursions.push(id);
    else if (part === 'hotels') ids.rooms.push(id);
  }
  return ids;
}

export const ITEM_FORMS = ['позиция', 'позиции', 'позиций'] as const;

/** The cart's parts as the page heads them. */
export const PART_TITLES: Record<CartPartName, string> = {
  tours: 'Туры',
  excursions: 'Экскурсии',
  hotels: 'Отели',
};
