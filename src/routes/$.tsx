import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { ApiError } from '@/shared/api/error';
import { PageHeading } from '@/shared/ui/PageHeading';

/** Catch-all content pages by path (spec §2, any other path); an unknown path is the 404 page. */
export const Route = createFileRoute('/$')({
  loader: async ({ context: { queryClient }, params: { _splat = '' } }) => {
    try {
      await queryClient.ensureQueryData(pageQueryOptions(_splat.replace(/\/+$/, '')));
    } catch (error) {
      if (error instanceof ApiError && error.isNotFound) throw notFound();
      throw error;
    }
  },
  component: ContentPage,
});

function ContentPage() {
  const { _splat = '' } = Route.useParams();
  const { data: page } = useSuspenseQuery(pageQueryOptions(_splat.replace(/\/+$/, '')));
  return <PageHeading title={page.title} seo={page.seo} og={page.og} />;
}
