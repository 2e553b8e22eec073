// Written by `npm run api:types` from contract/openapi.yaml (server/contract-access.ts): do not edit.

/**
 * Sections of the API whose calls are one visitor's (the contract tags them auth, account, cart or
 * payment, or they take the access token): their answers are never kept on the device or in a cache.
 */
export const PERSONAL_API_SECTIONS: readonly string[] = [
  '/api/auth/',
  '/api/accounts/',
  '/api/user/',
  '/api/order/',
  '/api/cart/',
  '/api/payment/',
];

/** Sections whose answers are the same for everyone (catalogue, content, lookups): these may be kept. */
export const PUBLIC_API_SECTIONS: readonly string[] = [
  '/api/configs/',
  '/api/menus/',
  '/api/countries/',
  '/api/document_types/',
  '/api/cities/',
  '/api/locations/',
  '/api/tour_locations/',
  '/api/tour_hotels/',
  '/api/hotels/',
  '/api/excursions/',
  '/api/catalog/',
  '/api/main/',
  '/api/banners/',
  '/api/feedback/',
  '/api/pages/',
  '/api/reviews/',
];
