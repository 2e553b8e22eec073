import { PUBLIC_API_SECTIONS } from '@contract/api-sections.gen';

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

/**
 * A picture the worker may answer from its caches: a GET of one that is not a navigation. A file
 * under `/media/` opened as a document always comes from the server, with the headers it gives the
 * backend's answers now (decision 032), never as a copy kept when it was shown as a picture.
 */
export function isPictureFetch(request: Pick<Request, 'method' | 'mode'>, url: URL): boolean {
  return request.method === 'GET' && request.mode !== 'navigate' && isPicture(url);
}
