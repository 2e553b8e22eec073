/**
 * The page routes of spec §2, as the server sees them, so that it can answer with the right
 * status before the client takes over. Keep in step with src/routes.
 */
export type RouteMatch =
  | { kind: 'page' }
  | { kind: 'detail'; section: DetailSection; rest: string }
  | { kind: 'content'; path: string };

export type DetailSection =
  'excursions' | 'excursions_old' | 'excursions_old/events' | 'hotels' | 'tours' | 'tours/events' | 'payment';

const EXACT_PAGES = new Set([
  '/',
  '/cart/',
  '/excursions/',
  '/excursions/table/',
  '/excursions_old/',
  '/excursions_old/table/',
  '/hotels/',
  '/tours/',
  '/tours/table/',
  '/order/',
  '/registration/',
  '/password-recovery/',
  '/about/policy/',
  '/about/comments/',
  '/login',
  '/login/',
  '/user/account/',
  '/user/tourists/',
  '/user/password-change/',
  '/user/orders/',
]);

// Longest prefix first: `/tours/events/x/` is an event, `/tours/x/` a tour or group.
const DETAIL_SECTIONS: readonly DetailSection[] = [
  'excursions_old/events',
  'tours/events',
  'excursions_old',
  'excursions',
  'hotels',
  'tours',
  'payment',
];

/** `path` is the URL path without query, already in its trailing-slash form. */
export function matchRoute(path: string): RouteMatch {
  if (EXACT_PAGES.has(path)) return { kind: 'page' };
  for (const section of DETAIL_SECTIONS) {
    const prefix = `/${section}/`;
    if (path.startsWith(prefix) && path.length > prefix.length) {
      return { kind: 'detail', section, rest: path.slice(prefix.length, -1) };
    }
  }
  return { kind: 'content', path: path.slice(1, -1) };
}
