import type { ComponentType } from 'react';
import type { components } from '@contract/schema.gen';

type Schemas = components['schemas'];

/** What a page puts into the cart: the part of the cart and the body of its `PATCH /api/cart/…/`. */
export type CartItem =
  | { part: 'excursions' | 'tours'; body: Schemas['CartEventRequest'] }
  | { part: 'hotels'; body: Schemas['CartRoomRequest'] };

/**
 * The cart's add button as a catalogue page takes it: the route gives the page features/cart's
 * `AddToCart` (a feature imports no other feature), the page says what the visitor chose.
 */
export interface AddToCartProps {
  /** The chosen item; null while the choice is not complete (the button is then off). */
  item: CartItem | null;
  className?: string;
  /** Told once the backend has the item: the page can follow (its phone bar leads to the cart). */
  onAdded?: (() => void) | undefined;
}

/** `AddToCart` as a page receives it. */
export type AddToCartSlot = ComponentType<AddToCartProps>;

export interface AddRoomToCartProps extends AddToCartProps {
  /** Where the backend takes no rooms into the cart, the button asks for the room instead. */
  onRequest: () => void;
}

/** `AddRoomToCart` as a hotel page receives it. */
export type AddRoomToCartSlot = ComponentType<AddRoomToCartProps>;
