import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { ContentPageView } from '@/features/content/ContentPageView';
import { routeHead } from '@/shared/lib/page-head';
import { loadContentPage } from '@/features/content/load-page';

const POLICY_PATH = 'about/policy';

/** The privacy policy: the content page `about/policy` of the API. */
export const Route = createFileRoute('/about/policy/')({
  loader: ({ context: { queryClient } }) => loadContentPage(queryClient, POLICY_PATH),
  head: (context) => routeHead(context, context.loaderData?.head),
  component: PolicyPage,
});

function PolicyPage() {
  const { data: page } = useSuspenseQuery(pageQueryOptions(POLICY_PATH));
  return <ContentPageView page={page} />;
}
