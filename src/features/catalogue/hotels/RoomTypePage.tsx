import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { StayFormBeside } from './HotelSearchForm';
import { RoomTypeView } from './RoomTypeView';
import type { HotelPageSlots } from './hotel-slots';

const FROM = '/hotels/$';

/** `/hotels/{hotel}/{room-type}/`: one room type for the stay, the stay's form beside it. */
export function RoomTypePage(slots: HotelPageSlots) {
  const { path } = useLoaderData({ from: FROM });
  const search = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const onSearch = (next: typeof search) => void navigate({ search: next, replace: true });
  return (
    <RoomTypeView
      {...slots}
      path={path}
      search={search}
      form={<StayFormBeside search={search} onSearch={onSearch} />}
    />
  );
}
