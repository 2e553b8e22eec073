import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { AddRoomToCartSlot } from '@/shared/api/cart-item';
import { HotelDetailView } from './HotelDetailView';
import { HotelSearchForm } from './HotelSearchForm';
import { hotelSearchKey } from './search-key';

const FROM = '/hotels/$slug/';

interface HotelPageProps {
  /** The cart's add button for a room (features/cart, given by the route). */
  addToCart: AddRoomToCartSlot;
  /** Opens 'Написать' with the request written in (features/feedback, given by the route). */
  onRequestRoom: (message: string) => void;
}

/** `/hotels/{slug}/`: a hotel and its room types for the stay, the stay's form beside them. */
export function HotelPage({ addToCart, onRequestRoom }: HotelPageProps) {
  const { slug } = useParams({ from: FROM });
  const { room_type, ...search } = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  return (
    <HotelDetailView
      slug={slug}
      search={search}
      roomType={room_type}
      addToCart={addToCart}
      onRequestRoom={onRequestRoom}
      form={
        <HotelSearchForm
          key={hotelSearchKey(search)}
          search={search}
          compact
          onSearch={(next) => void navigate({ search: { ...next, room_type }, replace: true })}
        />
      }
    />
  );
}
