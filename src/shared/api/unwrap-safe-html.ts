import { type TextKeys, withSafeHtml, type WithSafeHtml } from '@/shared/lib/safe-html';
import { type FetchResult, unwrap } from './client';

/**
 * The body of a 2xx answer with its HTML fields `keys` sanitised, where the data comes in (decision
 * 020): what the query function of a page that shows the backend's HTML returns.
 */
export async function unwrapWithSafeHtml<T extends object, K extends TextKeys<T>>(
  pending: Promise<FetchResult<T>>,
  ...keys: K[]
): Promise<WithSafeHtml<T, K>> {
  return withSafeHtml<T, K>(await unwrap(pending), ...keys);
}
