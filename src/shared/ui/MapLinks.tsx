import { mapLinks, type MapPlace } from '@/shared/lib/map-links';
import './map-links.css';

/**
 * 'Открыть в картах' beside a meeting point or an address: Yandex Maps (a new tab, or its app) and
 * the phone's own map app. By the coordinates when the backend gives them, else by a search for
 * the address; nothing for a place with neither words nor an address.
 */
export function MapLinks({ place }: { place: MapPlace | null | undefined }) {
  const links = mapLinks(place);
  if (!links) return null;
  return (
    <span className="map-links">
      <span className="map-links__label">Открыть в картах:</span>
      <a href={links.yandex} target="_blank" rel="noopener noreferrer">
        Яндекс Карты
      </a>
      <a className="map-links__geo" href={links.geo}>
        В приложении карт
      </a>
    </span>
  );
}
