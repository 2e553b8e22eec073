/** Business constants and limits (docs/product.md#constants), with their units in the name. */

/**
 * The agency's time zone: "today" (search defaults, the not-in-the-past check) is its calendar day,
 * the same on the server and in a browser anywhere; the excursions happen in Pskov.
 */
export const AGENCY_TIME_ZONE = 'Europe/Moscow';

export const AUTH_CODE_LENGTH = 4;
export const AUTH_CODE_RESEND_S = 60;
export const FEEDBACK_SUCCESS_TOAST_MS = 5000;

export const DEFAULT_EXCURSION_SEARCH_DAYS = 7;
export const DEFAULT_EXCURSION_TOURISTS = 1;
export const DEFAULT_HOTEL_STAY_NIGHTS = 3;
export const DEFAULT_HOTEL_ADULTS = 2;
/** Weekday number (0 = Sunday, as `Date.getDay`) of the default hotel check-in day (Friday). */
export const DEFAULT_HOTEL_CHECKIN_WEEKDAY = 5;

export const BANNER_SIZES_PX = {
  mainBlue: { width: 168, height: 168 },
  mainOffersRight: { width: 512, height: 240 },
  mainOffersSlider: { width: 1056, height: 512 },
} as const;

export const FEEDBACK_FILE_EXTENSION = '.pdf';
export const FEEDBACK_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const PROGRESS_BAR_THROTTLE_MS = 200;
export const PROGRESS_BAR_DURATION_MS = 5000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const REVIEWS_BEST_RATING = 5;
export const REVIEWS_AGGREGATE_RATING = 5;
