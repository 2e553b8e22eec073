import type { AddRoomToCartSlot } from '@/shared/api/cart-item';

/** What the hotel and room type routes give their pages from other features. */
export interface HotelPageSlots {
  /** The cart's add button for a room (features/cart). */
  addToCart: AddRoomToCartSlot;
  /** Opens 'Написать' with the request written in (features/feedback). */
  onRequestRoom: (message: string) => void;
}
