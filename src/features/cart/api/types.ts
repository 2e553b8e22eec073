import type { components } from '@contract/schema.gen';

type Schemas = components['schemas'];
export type CartExcursionItem = Schemas['CartExcursionItem'];
export type CartTourItem = Schemas['CartTourItem'];
export type CartRoomItem = Schemas['CartRoomItem'];
export type TouristLine = Schemas['TouristLine'];
export type CartEventRequest = Schemas['CartEventRequest'];
export type CartRoomRequest = Schemas['CartRoomRequest'];
export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type Order = Schemas['Order'];

/** A cart or a part as the backend answers it: docs/product.md#cart names only the parts and their items. */
export type CartAnswer = Schemas['Cart'];

/** A part as the app keeps it: its total is always there (summed from the items if not sent). */
export type CartPart<Item> = { items: Item[]; total: number };

/** The cart as the app keeps it: the session it belongs to, the parts, their count and total. */
export interface Cart {
  sessionid: string;
  tours: CartPart<CartTourItem>;
  excursions: CartPart<CartExcursionItem>;
  hotels: CartPart<CartRoomItem>;
  count: number;
  total: number;
}
