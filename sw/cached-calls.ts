/**
 * The API calls the worker may keep: the catalogue and its lookups, the same for everyone.
 * Personal and transactional calls (`/api/user/`, `/api/order/`, `/api/cart/`, `/api/auth/`,
 * `/api/accounts/`, `/api/payment/`) and every non-GET are never stored.
 */
const CATALOGUE_PREFIXES = [
  '/api/configs/',
  '/api/menus/',
  '/api/banners/',
  '/api/main/',
  '/api/catalog/',
  '/api/excursions/',
  '/api/hotels/',
  '/api/reviews/',
  '/api/pages/',
  '/api/countries/',
  '/api/document_types/',
  '/api/cities/',
  '/api/locations/',
  '/api/tour_locations/',
  '/api/tour_hotels/',
  // Form definitions ('Написать' works offline); their submissions are POSTs, never kept here.
  '/api/feedback/',
];

/** The demo backend's pictures, and a Django backend's `MEDIA_URL` served through the storefront. */
const PICTURE_PREFIXES = ['/api/media/', '/media/'];

export function isCatalogueCall(method: string, url: URL): boolean {
  return method === 'GET' && CATALOGUE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

export function isPicture(url: URL): boolean {
  return PICTURE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}
