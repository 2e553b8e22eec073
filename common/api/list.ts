/**
 * Lists (docs/product.md#calls) come as DRF pages (`{count, next, previous, results}`, what a Django project
 * with a default pagination class answers for every list view) or, from a view without
 * pagination, as bare arrays. Every list call goes through here, so either shape works and the
 * backend's absolute `next`/`previous` links never reach the cache or the page's HTML.
 */

interface DrfPage<T> {
  count: number;
  next?: string | null;
  previous?: string | null;
  results: T[];
}

export type ListAnswer<T> = readonly T[] | DrfPage<T>;

export type ItemOf<A> = A extends readonly (infer T)[] ? T : A extends { results: (infer T)[] } ? T : never;
/** What a page carries besides its items and links (the hotel list's `search`). */
type ExtraOf<A> = A extends readonly unknown[] ? unknown : Omit<A, 'count' | 'next' | 'previous' | 'results'>;

/** One page of a list: its items, how many there are in all, and whether a next page exists. */
export type ListPage<A> = { count: number; results: ItemOf<A>[]; hasNext: boolean } & ExtraOf<A>;

/** The page size every "whole list" call asks for: a backend that takes `page_size` answers at once. */
const LIST_PAGE_SIZE = 100;

/** A backend whose `next` never ends must not keep the page asking forever. */
const MAX_PAGES = 50;

function isPage(answer: unknown): answer is DrfPage<unknown> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    !Array.isArray(answer) &&
    Array.isArray((answer as { results?: unknown }).results)
  );
}

/** The query of page `page` of a whole-list call (page 1 is the address without `page`). */
export const pageQuery = (page: number): { page?: number; page_size: number } =>
  page > 1 ? { page, page_size: LIST_PAGE_SIZE } : { page_size: LIST_PAGE_SIZE };

/** A list answer as one page, without the backend's links. */
export function onePage<A extends ListAnswer<unknown>>(answer: A): ListPage<A> {
  if (!isPage(answer)) {
    const results = answer as unknown as ItemOf<A>[];
    return { count: results.length, results: [...results], hasNext: false } as ListPage<A>;
  }
  const { next, previous: _previous, results, count, ...extra } = answer;
  return {
    ...extra,
    count: typeof count === 'number' ? count : results.length,
    results: results as ItemOf<A>[],
    hasNext: Boolean(next),
  } as ListPage<A>;
}

/** Every page of a list, asked one after the other while the backend says there is a next one. */
export async function allPages<A extends ListAnswer<unknown>>(
  fetchPage: (page: number) => Promise<A>,
): Promise<ListPage<A>> {
  const first = onePage(await fetchPage(1));
  const results = [...first.results];
  let hasNext = first.hasNext;
  for (let page = 2; hasNext && page <= MAX_PAGES; page += 1) {
    const next = onePage(await fetchPage(page));
    results.push(...next.results);
    hasNext = next.hasNext && next.results.length > 0;
  }
  return { ...first, results, hasNext: false };
}

/** Every item of a list call, whatever its shape and however many pages it takes. */
export async function allItems<A extends ListAnswer<unknown>>(
  fetchPage: (page: number) => Promise<A>,
): Promise<ItemOf<A>[]> {
  return (await allPages(fetchPage)).results;
}
