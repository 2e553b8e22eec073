/**
 * The named keys of `source` and no others, each one written even where its value is undefined
 * (as a destructuring would): a search narrowed to what a query or a filter reads.
 */
export function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}
