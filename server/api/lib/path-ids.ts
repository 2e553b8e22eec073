/** A positive integer path id, or null (the caller answers 404, as Django's `<int:id>` URL patterns would). */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The `:id` of a route's path, or null. */
export const idParam = (params: unknown): number | null => parseId((params as { id?: unknown }).id);
