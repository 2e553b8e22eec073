import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { HotelDetailView } from './HotelDetailView';
import { StayFormBeside } from './HotelSearchForm';
import type { HotelPageSlots } from './hotel-slots';

const FROM = '/hotels/$slug/';

/** `/hotels/{slug}/`: a hotel and its room types for the stay, the stay's form beside them. */
export function HotelPage(slots: HotelPageSlots) {
  const { slug } = useParams({ from: FROM });
  const { room_type, ...search } = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const onSearch = (next: typeof search) => void navigate({ search: { ...next, room_type }, replace: true });
  const form = <StayFormBeside search={search} onSearch={onSearch} />;
  return <HotelDetailView {...slots} slug={slug} search={search} roomType={room_type} form={form} />;
}
