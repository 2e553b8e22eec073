/**
 * Names the page and the service worker (`sw/`) share: caches the app reads or clears, the channel
 * the worker announces changed data on, and its messages.
 */

/** Catalogue and lookup answers, stale-while-revalidate. */
export const CATALOGUE_CACHE = 'storefront-catalogue';
/** Pictures, cache-first with a size cap. */
export const PICTURE_CACHE = 'storefront-pictures';
/** Pictures of what the tourist saved for the trip ('Сохранить для офлайна'): kept until removed. */
export const SAVED_PICTURE_CACHE = 'storefront-saved';

/** The worker posts `{ type: 'api-updated', url }` here when a revalidation brought changed data. */
export const API_UPDATES_CHANNEL = 'storefront-api-updates';

export interface ApiUpdatedMessage {
  type: 'api-updated';
  url: string;
}

/** A page asks the waiting worker to take over ('Обновить'). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** The worker answers on the message's port with its build version (the update tests read it). */
export const GET_VERSION_MESSAGE = { type: 'GET_VERSION' } as const;

/** The worker posts `{ type: 'trip-pushed', key }` here when a push corrected a trip on the device. */
export const TRIPS_CHANNEL = 'storefront-trips';

export interface TripPushedMessage {
  type: 'trip-pushed';
  key: string;
}
