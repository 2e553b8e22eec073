/**
 * A place as a page names it: a meeting point (the contract's `MeetingPoint`), an excursion's
 * start, a hotel. Coordinates may be missing or null: the map then searches the address, or the
 * words when there is no address.
 */
export interface MapPlace {
  /** As the tourists read it ('У памятника княгине Ольге'), or the hotel's name. */
  text?: string | undefined;
  /** Postal address, for a map search when there are no coordinates. */
  address?: string | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

export interface MapLinks {
  /** For the phone's own map app (Android, offline maps). */
  geo: string;
  /** Yandex Maps, in the browser or its app. */
  yandex: string;
}

const within = (value: number | null | undefined, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Links to a place: by its coordinates, or a search for its address (else its words) when there
 * are none. Null for a place with neither words nor an address: nothing to show the links beside.
 */
export function mapLinks(place: MapPlace | null | undefined): MapLinks | null {
  const text = place?.text?.trim() ?? '';
  const address = place?.address?.trim() ?? '';
  const label = address || text;
  if (!place || !label) return null;
  const { latitude: lat, longitude: lon } = place;
  if (!within(lat, 90) || !within(lon, 180)) {
    const query = encodeURIComponent(label);
    return { geo: `geo:0,0?q=${query}`, yandex: `https://yandex.ru/maps/?text=${query}` };
  }
  return {
    geo: `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(text || address)})`,
    // Yandex writes longitude first.
    yandex: `https://yandex.ru/maps/?pt=${lon},${lat}&z=17&l=map`,
  };
}
