import type { TourHotel, TourLocation } from '../api/types';
import { TourListSection } from './TourSection';
import './tours.css';
import { typeset } from '@/shared/lib/typography';
import { MapLinks } from '@/shared/ui/MapLinks';
import { Picture } from '@/shared/ui/Picture';

/** Where the tourists sleep: the tour's hotels with stars, city and address. */
export function TourHotels({ hotels }: { hotels: readonly TourHotel[] }) {
  return (
    <TourListSection id="tour-hotels" title="Проживание" items={hotels}>
      {(hotel) => (
        <li key={hotel.id} className="tour-hotel">
          <p className="tour-hotel__name">{hotel.name}</p>
          {hotel.stars > 0 ? (
            <p className="tour-hotel__stars" role="img" aria-label={`${hotel.stars} из 5 звёзд`}>
              {'★'.repeat(hotel.stars)}
            </p>
          ) : null}
          <p className="tour-hotel__address">
            {hotel.city}, {hotel.address}
          </p>
          {/* A tour's hotel has no coordinates: the map searches its address. */}
          <MapLinks
            place={{ text: hotel.name, address: [hotel.city, hotel.address].filter(Boolean).join(', ') }}
          />
        </li>
      )}
    </TourListSection>
  );
}

/** What the tour shows: its places with a picture and a line each. */
export function TourLocations({ locations }: { locations: readonly TourLocation[] }) {
  return (
    <TourListSection id="tour-locations" title="Места на маршруте" items={locations}>
      {(location) => (
        <li key={location.id} className="tour-location">
          <Picture className="tour-location__image" src={location.image} width={420} height={280} />
          <div className="tour-location__body">
            <h3 className="tour-location__name">{location.name}</h3>
            <p className="tour-location__text">{typeset(location.description)}</p>
          </div>
        </li>
      )}
    </TourListSection>
  );
}
