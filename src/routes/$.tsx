import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { ContentPageView } from '@/features/content/ContentPageView';
import { routeHead } from '@/shared/lib/page-head';
import { loadContentPage, pagePath } from '@/features/content/load-page';

/** Catch-all content pages by path (docs/product.md#routes, any other path); an unknown path is the 404 page. */
export const Route = createFileRoute('/$')({
  loader: ({ context: { queryClient }, params: { _splat = '' } }) =>
    loadContentPage(queryClient, pagePath(_splat)),
  head: (context) => routeHead(context, context.loaderData?.head),
  component: ContentPage,
});

function ContentPage() {
  const { _splat = '' } = Route.useParams();
  const { data: page } = useSuspenseQuery(pageQueryOptions(pagePath(_splat)));
  return <ContentPageView page={page} />;
}
