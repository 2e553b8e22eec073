import { api, unwrap } from './client';
import { allItems, pageQuery, type ItemOf, type ListAnswer } from '@common/api/list';
import type { paths } from '@contract/schema.gen';

type GetOf<P extends keyof paths> = paths[P] extends { get: infer Get } ? Get : never;
type AnswerOf<P extends keyof paths> =
  GetOf<P> extends { responses: { 200: { content: { 'application/json': infer Json } } } } ? Json : never;
type QueryOf<P extends keyof paths> =
  GetOf<P> extends { parameters: { query?: infer Query } } ? Query : never;

/** The contract's list calls that take no path parameters. */
export type ListPath = {
  [P in keyof paths]: GetOf<P> extends { parameters: { path?: never } }
    ? AnswerOf<P> extends ListAnswer<unknown>
      ? P
      : never
    : never;
}[keyof paths];

/** Every item of a list call (every page, `page_size` asked), with the call's own query besides. */
export function wholeList<P extends ListPath>(
  path: P,
  query?: Omit<NonNullable<QueryOf<P>>, 'page' | 'page_size'>,
): Promise<ItemOf<AnswerOf<P>>[]> {
  // openapi-fetch cannot check a call whose path is a type parameter; the signature above does.
  const get = api.GET as unknown as (
    path: string,
    init: { params: { query: object } },
  ) => Promise<{ data?: ListAnswer<unknown>; error?: unknown; response: Response }>;
  return allItems((page) =>
    unwrap(get(path, { params: { query: { ...query, ...pageQuery(page) } } })),
  ) as Promise<ItemOf<AnswerOf<P>>[]>;
}
