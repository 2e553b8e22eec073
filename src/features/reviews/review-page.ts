/** The heading and title of `/about/comments/`. */
export const REVIEWS_TITLE = 'Отзывы';

/** Reviews per page of `/about/comments/`. */
export const REVIEWS_PAGE_SIZE = 10;

/** The API's largest page: the rating summary is worked out from the reviews on it. */
export const REVIEWS_SUMMARY_PAGE_SIZE = 100;

export interface RatingSummary {
  /** The mean rating, to one decimal; null without reviews. */
  average: number | null;
  /** All reviews there are. */
  count: number;
  /** How many the average is worked out from (the newest ones, when there are more than a page). */
  basedOn: number;
}

/** The real average of the reviews' ratings, as the page's summary shows it. */
export function ratingSummary(count: number, reviews: ReadonlyArray<{ rating: number }>): RatingSummary {
  if (reviews.length === 0) return { average: null, count, basedOn: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count, basedOn: reviews.length };
}

/** The `page` search parameter: a whole number from 1; anything else (a bad shared link) is page 1. */
export function parseReviewPage(value: unknown): number {
  const page =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export interface ReviewsSearch {
  /** From 2 on; page 1 is the bare address, a bad value in a shared link is page 1. */
  page?: number | undefined;
}

/**
 * The search of `/about/comments/`. The key is always returned: the router keeps raw keys that
 * validation leaves out.
 */
export function parseReviewsSearch(search: Record<string, unknown>): ReviewsSearch {
  const page = parseReviewPage(search.page);
  return { page: page > 1 ? page : undefined };
}

/** How many pages `count` reviews fill (at least one, so an empty list still has its page). */
export function pageCount(count: number, pageSize = REVIEWS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

export type PageItem = number | 'gap';

/**
 * The page links to show: the first, the last and the current one with its neighbours; a gap stands for
 * the pages between them (a gap of one page shows that page instead).
 */
export function pageItems(current: number, total: number): PageItem[] {
  const wanted = new Set(
    [1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total),
  );
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
