import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import type { AddRoomToCartSlot } from '@/shared/api/cart-item';
import { HotelSearchForm } from './HotelSearchForm';
import { RoomTypeView } from './RoomTypeView';
import { hotelSearchKey } from './search-key';

const FROM = '/hotels/$';

interface RoomTypePageProps {
  /** The cart's add button for a room (features/cart, given by the route). */
  addToCart: AddRoomToCartSlot;
  /** Opens 'Написать' with the request written in (features/feedback, given by the route). */
  onRequestRoom: (message: string) => void;
}

/** `/hotels/{hotel}/{room-type}/`: one room type for the stay, the stay's form beside it. */
export function RoomTypePage({ addToCart, onRequestRoom }: RoomTypePageProps) {
  const { path } = useLoaderData({ from: FROM });
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  return (
    <RoomTypeView
      path={path}
      search={search}
      addToCart={addToCart}
      onRequestRoom={onRequestRoom}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) => void navigate({ search: next, replace: true })}
        />
      }
    />
  );
}
