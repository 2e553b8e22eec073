import type { AddRoomToCartSlot } from '@/shared/api/cart-item';
import { roomRequestText } from './room-request';

interface RoomAddProps {
  roomTypeId: number;
  /** What a request names: the hotel and the room type. */
  titles: { hotel: string; room: string };
  /** The stay the prices were given for: check-in, check-out, its nights and the guests (`2-7`). */
  stay: { date_from: string; date_to: string; nights: number; room: string };
  /** The cart's add button for a room (features/cart, given by the route). */
  addToCart: AddRoomToCartSlot;
  /** Asks for the room through 'Написать', with the request written in. */
  onRequest: (message: string) => void;
}

/** A room type for the shown stay and guests: into the cart, or a request where the backend has no room cart. */
export function RoomAdd({ roomTypeId, titles, stay, addToCart: AddToCart, onRequest }: RoomAddProps) {
  const { date_from, date_to, room } = stay;
  return (
    <AddToCart
      item={{ part: 'hotels', body: { room_type_id: roomTypeId, date_from, date_to, room } }}
      className="room-card__add"
      onRequest={() => onRequest(roomRequestText({ ...titles, stay }))}
    />
  );
}
