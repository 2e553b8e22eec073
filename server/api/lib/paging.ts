import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';

/** The contract's default `page_size`, as a Django project's `PAGE_SIZE`. */
const DEFAULT_PAGE_SIZE = 10;

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A list held whole in memory, answered page by page as a Django list view with pagination does. */
export function pageOfList<T>(
  request: FastifyRequest,
  query: { page?: number; page_size?: number },
  items: readonly T[],
): Paged<T> {
  return paginate(
    request,
    items.length,
    query.page ?? 1,
    query.page_size ?? DEFAULT_PAGE_SIZE,
    (limit, offset) => items.slice(offset, offset + limit),
  );
}

/** DRF PageNumberPagination: `{count, next, previous, results}`; a page past the end is 404. */
export function paginate<T>(
  request: FastifyRequest,
  count: number,
  page: number,
  pageSize: number,
  fetch: (limit: number, offset: number) => T[],
): Paged<T> {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (page > pages) throw notFound('Неверная страница.');
  const link = (target: number): string => {
    const [path = '', search = ''] = request.url.split('?');
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `${path}?${params.toString()}`;
  };
  return {
    count,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: fetch(pageSize, (page - 1) * pageSize),
  };
}
