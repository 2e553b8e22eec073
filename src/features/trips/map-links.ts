import type { MeetingPlace } from './trip';

export interface MapLinks {
  /** For the phone's own map app (Android, offline maps). */
  geo: string;
  /** Yandex Maps, in the browser or its app. */
  yandex: string;
}

/** Links to the meeting point: by its coordinates, or a search for its address when there are none. */
export function mapLinks(place: MeetingPlace): MapLinks {
  const label = place.address || place.text;
  if (place.latitude === null || place.longitude === null) {
    const query = encodeURIComponent(label);
    return { geo: `geo:0,0?q=${query}`, yandex: `https://yandex.ru/maps/?text=${query}` };
  }
  const [lat, lon] = [place.latitude, place.longitude];
  return {
    geo: `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(place.text)})`,
    // Yandex writes longitude first.
    yandex: `https://yandex.ru/maps/?pt=${lon},${lat}&z=17&l=map`,
  };
}
