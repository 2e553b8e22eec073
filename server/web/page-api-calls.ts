import {
  HOTELS_PAGE_SIZE,
  parseExcursionSearch,
  parseHotelSearch,
  type ExcursionSearch,
  type HotelSearch,
} from '../../src/features/catalogue/search-params.ts';
import { parseReviewPage, REVIEWS_PAGE_SIZE } from '../../src/features/reviews/review-page.ts';
import { matchRoute } from './route-table.ts';

/** The header and footer of every page: site config, menus and the dropdown banners. */
const LAYOUT_CALLS = ['/api/configs/', '/api/menus/', '/api/banners/header_dropdowns/'];

const HOME_CALLS = [
  '/api/banners/main_offers_slider/',
  '/api/banners/main_offers_right/',
  '/api/banners/main_blue_banners/',
  '/api/main/group_tours/',
  '/api/main/group_excursions/',
];

const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A query string as openapi-fetch writes it: keys in the order given, values URI-encoded. */
function query(params: Record<string, string | number>): string {
  return `?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')}`;
}

const excursionQuery = (search: ExcursionSearch) =>
  query({ date_from: search.date_from, date_to: search.date_to, tourists: search.tourists });
const hotelQuery = (search: HotelSearch) =>
  query({ date_from: search.date_from, date_to: search.date_to, room: search.room });

/**
 * The GET calls the client's route loaders and layout make for a page address, written exactly as
 * the client writes them (same parameters, same order), so the server can answer them inside the
 * HTML and the first render waits for no API round trip. Keep in step with the loaders in
 * src/routes; a call that drifts apart only costs a network request (tests/e2e/preload.spec.ts
 * holds the main pages to it).
 */
export function pageApiCalls(path: string, search: URLSearchParams, today: string): string[] {
  const raw = Object.fromEntries(search);
  const calls = [...LAYOUT_CALLS];
  const match = matchRoute(path);
  if (match.kind === 'content') {
    if (match.path.split('/').every((segment) => SAFE_SEGMENT.test(segment))) {
      calls.push(`/api/pages/${match.path}/`);
    }
    return calls;
  }
  if (match.kind === 'page') {
    switch (path) {
      case '/':
        calls.push(...HOME_CALLS);
        break;
      case '/excursions/':
        calls.push(`/api/catalog/group_excursions/${excursionQuery(parseExcursionSearch(raw, today))}`);
        break;
      case '/excursions_old/':
        calls.push(`/api/catalog/group_excursion_list/${excursionQuery(parseExcursionSearch(raw, today))}`);
        break;
      case '/excursions/table/':
      case '/excursions_old/table/': {
        const catalog = path.startsWith('/excursions_old/') ? 'old' : 'current';
        calls.push(`/api/excursions/${excursionQuery(parseExcursionSearch(raw, today))}&catalog=${catalog}`);
        break;
      }
      case '/tours/':
      case '/tours/table/':
        calls.push('/api/catalog/group_tours/');
        break;
      case '/hotels/':
        calls.push(
          `/api/catalog/hotels/${hotelQuery(parseHotelSearch(raw, today))}&page_size=${HOTELS_PAGE_SIZE}`,
        );
        break;
      case '/about/policy/':
        calls.push('/api/pages/about/policy/');
        break;
      case '/about/comments/':
        calls.push(
          `/api/reviews/${query({ page: parseReviewPage(search.get('page')), page_size: REVIEWS_PAGE_SIZE })}`,
        );
        break;
    }
    return calls;
  }
  const segments = match.rest.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment)) || segments.length > 2) return calls;
  const one = segments.length === 1;
  switch (match.section) {
    case 'excursions':
    case 'excursions_old': {
      const q = excursionQuery(parseExcursionSearch(raw, today));
      if (one) calls.push(`/api/catalog/group_excursions/${match.rest}/${q}`);
      calls.push(`/api/catalog/excursions/${match.rest}/${q}`);
      break;
    }
    case 'excursions_old/events':
      calls.push(`/api/catalog/excursions/${match.rest}/${excursionQuery(parseExcursionSearch(raw, today))}`);
      break;
    case 'tours':
      if (one) calls.push(`/api/catalog/group_tours/${match.rest}/`);
      calls.push(`/api/catalog/tours/${match.rest}/`);
      break;
    case 'tours/events':
      calls.push(`/api/catalog/tours/${match.rest}/`);
      break;
    case 'hotels': {
      const q = hotelQuery(parseHotelSearch(raw, today));
      calls.push(
        one ? `/api/catalog/hotels/${match.rest}/${q}` : `/api/catalog/room_type/${match.rest}/${q}`,
      );
      break;
    }
    case 'payment':
      break;
  }
  return calls;
}
