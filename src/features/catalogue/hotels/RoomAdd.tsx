import { type AddToCart, CartAddButton, useCartAdd } from '@/shared/ui/CartAddButton';
import type { CartRoomRequest } from '../api/types';
import { roomRequestText } from './room-request';

interface RoomAddProps {
  roomTypeId: number;
  /** What a request names: the hotel and the room type. */
  titles: { hotel: string; room: string };
  /** The stay the prices were given for: check-in, check-out, its nights and the guests (`2-7`). */
  stay: { date_from: string; date_to: string; nights: number; room: string };
  /** Where the backend takes rooms into the cart (`PATCH /api/cart/room/`); else a request is offered. */
  onAddToCart: AddToCart<CartRoomRequest> | undefined;
  /** Asks for the room through 'Написать', with the request written in. */
  onRequest: (message: string) => void;
}

/** A room type for the shown stay and guests: into the cart, or a request where the backend has no room cart. */
export function RoomAdd({ roomTypeId, titles, stay, onAddToCart, onRequest }: RoomAddProps) {
  const cartAdd = useCartAdd(`${roomTypeId}:${stay.date_from}:${stay.date_to}:${stay.room}`);
  if (!onAddToCart)
    return (
      <div className="cart-add room-card__add">
        <button
          type="button"
          className="button button--primary cart-add__button"
          onClick={() => onRequest(roomRequestText({ ...titles, stay }))}
        >
          Запросить бронирование
        </button>
      </div>
    );
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
