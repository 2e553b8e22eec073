import { useQuery } from '@tanstack/react-query';
import type { AddRoomToCartProps } from '@/shared/api/cart-item';
import { roomCartQueryOptions } from './api/probe-room-cart';
import { AddToCart } from './CartAddButton';

/**
 * A room into the cart where the backend takes rooms (`PATCH /api/cart/room/`, an extension of
 * docs/product.md#cart-and-order); elsewhere the button asks for the room through 'Написать' instead.
 */
export function AddRoomToCart({ onRequest, ...add }: AddRoomToCartProps) {
  const { data: takesRooms } = useQuery(roomCartQueryOptions());
  if (takesRooms !== false) return <AddToCart {...add} />;
  return (
    <div className={`cart-add ${add.className ?? ''}`}>
      <button type="button" className="button button--primary cart-add__button" onClick={onRequest}>
        Запросить бронирование
      </button>
    </div>
  );
}
