import { createFileRoute } from '@tanstack/react-router';
import { prefetchCatalogueEntries, useCatalogueEntries } from '@/features/catalogue/searchable';
import { SearchPage } from '@/features/search/SearchPage';
import { parseSearchQuery, searchPageTitle } from '@/features/search/search-params';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/search/')({
  validateSearch: parseSearchQuery,
  loader: ({ context: { queryClient } }) => prefetchCatalogueEntries(queryClient),
  head: (context) => routeHead(context, { label: searchPageTitle(context.match.search.q), noindex: true }),
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  return <SearchPage query={q} {...useCatalogueEntries()} />;
}
