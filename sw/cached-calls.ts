import { PUBLIC_API_SECTIONS } from '../src/shared/api/api-sections.gen';

/** The demo backend's pictures, and a Django backend's `MEDIA_URL` served through the storefront. */
const PICTURE_PREFIXES = ['/api/media/', '/media/'];

/**
 * The API calls the worker may keep: GETs of the contract's public sections (the catalogue, its
 * lookups, content, the form definitions of 'Написать'), the same for everyone. Personal and
 * transactional calls and every non-GET are never stored.
 */
export function isCatalogueCall(method: string, url: URL): boolean {
  return method === 'GET' && PUBLIC_API_SECTIONS.some((prefix) => url.pathname.startsWith(prefix));
}

export function isPicture(url: URL): boolean {
  return PICTURE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}
