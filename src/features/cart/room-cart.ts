import { useQuery } from '@tanstack/react-query';
import type { AddToCart } from '@/shared/ui/CartAddButton';
import { addRoomToCart } from './add-to-cart';
import { roomCartQueryOptions } from './api/probe-room-cart';
import type { CartRoomRequest } from './api/types';

/** Adding a room, where the backend has the call; undefined where it has not (the page offers a request instead). */
export function useRoomCartAdd(): AddToCart<CartRoomRequest> | undefined {
  const { data: supported } = useQuery(roomCartQueryOptions());
  return supported === false ? undefined : addRoomToCart;
}
