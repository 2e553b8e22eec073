/**
 * Tour URLs. A tour lives at `/tours/{group}/{tour}/` (its `url` from the API); one of its events at
 * `/tours/events/{group}/{tour}/?event={id}`, so the event page (and the server's link preview) can ask
 * `GET /api/catalog/tours/{group}/{tour}/` for the tour it belongs to.
 */

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The slug segments of a splat (`a/b/` → ['a', 'b']); null when a segment could never be a slug. */
export function splatSegments(splat: string): string[] | null {
  const segments = splat.split('/').filter(Boolean);
  return segments.length > 0 && segments.every((segment) => SEGMENT.test(segment)) ? segments : null;
}

/** `/tours/mnogodnevnye/zolotoe/` → `mnogodnevnye/zolotoe`: the tour's path under /tours/. */
export function tourPathOf(tourUrl: string): string {
  return tourUrl.replace(/^\/tours\//, '').replace(/\/+$/, '');
}

/** Parses the `event` search parameter: a positive integer, anything else is no choice. */
export function parseEventParam(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export interface EventSearch {
  /** The tour event's id; a bad value is no choice (the page then offers the dates). */
  event?: number | undefined;
}

/** An event page's search. The key is always returned: the router keeps raw keys that validation leaves out. */
export const parseEventSearch = (search: Record<string, unknown>): EventSearch => ({
  event: parseEventParam(search.event),
});
