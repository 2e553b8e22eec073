import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QuickDates } from '@/shared/ui/QuickDates';
import { SearchPanel } from '@/shared/ui/SearchPanel';
import { HOTEL_CATALOG } from '../catalogs';
import { hotelSearchSummary } from '../search-summary';
import { HotelList } from './HotelList';
import { HotelSearchForm } from './HotelSearchForm';
import { hotelSearchKey } from './search-key';

/** `/hotels/`: the stay and guests (one line on a phone until opened), quick stays, and the hotels for them. */
export function HotelsPage() {
  const search = useSearch({ from: HOTEL_CATALOG.list });
  const navigate = useNavigate({ from: HOTEL_CATALOG.list });
  return (
    <>
      <PageHeading title={HOTEL_CATALOG.title} />
      <SearchPanel key={hotelSearchKey(search)} summary={hotelSearchSummary(search)}>
        <HotelSearchForm search={search} onSearch={(next) => void navigate({ search: next })} />
      </SearchPanel>
      <QuickDates
        label="Быстрый выбор дат"
        href={HOTEL_CATALOG.list}
        searchFor={(dates) => ({ ...search, ...dates })}
        current={search}
        from="stay"
      />
      <HotelList search={search} />
    </>
  );
}
