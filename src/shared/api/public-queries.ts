import type { QueryKey } from '@tanstack/react-query';
import { PUBLIC_API_SECTIONS } from '@contract/api-sections.gen';

/**
 * Whether a query's answers are the same for everyone, so may be written to IndexedDB, saved for
 * the trip, refreshed by the worker's update messages and kept after 'Выйти': its key starts with
 * a contract path (`callKey`) in a section the contract makes public, the list the service worker
 * keeps by too (decision 024). Anything else is personal, whoever forgot to say so: an unknown
 * key, a new section, a key that names no path.
 */
export const isPublicQuery = (queryKey: QueryKey): boolean => {
  const [path] = queryKey;
  return typeof path === 'string' && PUBLIC_API_SECTIONS.some((section) => path.startsWith(section));
};
