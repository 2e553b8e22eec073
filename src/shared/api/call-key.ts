import type { paths } from '@contract/schema.gen';

/**
 * Every query's key: the contract path it reads, then what varies (an id, a search). Whether its
 * answers may stay on the device follows from that path (./public-queries.ts); lint refuses a key
 * written as a literal array.
 */
export const callKey = <Rest extends readonly unknown[]>(
  path: keyof paths,
  ...rest: Rest
): readonly [keyof paths, ...Rest] => [path, ...rest];
