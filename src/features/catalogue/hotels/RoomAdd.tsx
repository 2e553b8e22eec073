import { type AddToCart, CartAddButton, useCartAdd } from '@/shared/ui/CartAddButton';
import type { CartRoomRequest } from '../api/types';

interface RoomAddProps {
  roomTypeId: number;
  /** The stay the prices were given for: check-in, check-out and the guests (`2-7`). */
  stay: { date_from: string; date_to: string; room: string };
  onAddToCart: AddToCart<CartRoomRequest>;
}

/** A room type for the shown stay and guests into the cart (the demo backend's `PATCH /api/cart/room/`). */
export function RoomAdd({ roomTypeId, stay, onAddToCart }: RoomAddProps) {
  const cartAdd = useCartAdd(`${roomTypeId}:${stay.date_from}:${stay.date_to}:${stay.room}`);
  return (
    <CartAddButton
      status={cartAdd.status}
      className="room-card__add"
      onClick={() =>
        void cartAdd.add(() =>
          onAddToCart({
            room_type_id: roomTypeId,
            date_from: stay.date_from,
            date_to: stay.date_to,
            room: stay.room,
          }),
        )
      }
    />
  );
}
