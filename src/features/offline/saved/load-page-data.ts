import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { type AnyRouter, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { isPublicQuery } from '@/shared/api/public-queries';
import { pictureSrcSet } from '@/shared/lib/picture';

/** A page to keep for the trip that is not on screen: its address, title and known pictures. */
export interface PageToSave {
  href: string;
  title: string;
  pictures: string[];
}

const PICTURE_URL = /(?:https?:\/\/|\/)[^"'\s\\<>]+\.(?:png|jpe?g|webp|avif|gif)/gi;

/**
 * What a page's loaders ask for, without showing it: the app's routes are run in a router of their
 * own, over a query client of its own, so the answers that come back are exactly that page's data
 * (the app's cache holds every page's, with no mark of whose). Null when the page fails or is gone.
 */
export async function loadPageData(
  router: AnyRouter,
  href: string,
): Promise<{ queries: DehydratedState; pictures: string[] } | null> {
  const context = router.options.context as { queryClient: QueryClient };
  const queryClient = new QueryClient({ defaultOptions: context.queryClient.getDefaultOptions() });
  const pageRouter = createRouter({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { ...context, queryClient },
  });
  try {
    await pageRouter.load();
    // A page gone from the catalogue ends as 'notFound', a failed call as 'error'.
    const failed = pageRouter.state.matches.some((match) => match.status !== 'success');
    if (failed) return null;
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
    });
    return { queries, pictures: picturesInData(queries) };
  } finally {
    queryClient.clear();
  }
}

/** The pictures a page's data names (a gallery, pictures in a description), with their other sizes. */
export function picturesInData(data: unknown): string[] {
  const urls = new Set<string>();
  for (const url of JSON.stringify(data).match(PICTURE_URL) ?? []) {
    const absolute = new URL(url, document.baseURI).href;
    urls.add(absolute);
    for (const candidate of pictureSrcSet(absolute)?.split(', ') ?? []) {
      urls.add(candidate.split(' ')[0]!);
    }
  }
  return [...urls];
}
