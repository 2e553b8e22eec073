import { PERSONAL_API_SECTIONS } from '@contract/api-sections.gen';
import type { paths } from '@contract/schema.gen';

/**
 * A personal query's key starts with the contract path it reads. Whose the answer is then follows
 * from the contract (`npm run api:types` writes its personal sections), not from a list kept here.
 */
export const callKey = <Path extends keyof paths, Rest extends readonly unknown[]>(
  path: Path,
  ...rest: Rest
) => [path, ...rest] as const;

/** Answers of a personal section never go to IndexedDB and leave the cache when the session ends. */
export const isPersonalQueryKey = (queryKey: readonly unknown[]): boolean => {
  const [path] = queryKey;
  return typeof path === 'string' && PERSONAL_API_SECTIONS.some((section) => path.startsWith(section));
};
