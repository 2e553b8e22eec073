import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AddToCart } from '@/features/cart/CartAddButton';
import { tourGroupQueryOptions } from '@/features/catalogue/api/get-tour-group';
import { tourQueryOptions } from '@/features/catalogue/api/get-tour';
import { loadTourPage } from '@/features/catalogue/tours/load-tour-page';
import { TourDetailView } from '@/features/catalogue/tours/TourDetailView';
import { TourGroupView } from '@/features/catalogue/tours/TourGroupView';
import { DetailSkeleton } from '@/features/catalogue/ui/DetailSkeleton';
import { routeHead } from '@/shared/lib/page-head';

/** `/tours/{group}/` is a tour group, `/tours/{tour}/` and `/tours/{group}/{tour}/` a tour; else 404. */
export const Route = createFileRoute('/tours/$')({
  staticData: { savableOffline: true },
  loader: ({ context: { queryClient }, params: { _splat = '' } }) => loadTourPage(queryClient, _splat),
  head: (context) => routeHead(context, context.loaderData?.head),
  pendingComponent: DetailSkeleton,
  component: TourOrGroupPage,
});

function TourOrGroupPage() {
  const target = Route.useLoaderData();
  return target.kind === 'group' ? <GroupPage slug={target.slug} /> : <TourPage path={target.path} />;
}

function GroupPage({ slug }: { slug: string }) {
  const { data: group } = useSuspenseQuery(tourGroupQueryOptions(slug));
  return <TourGroupView group={group} />;
}

function TourPage({ path }: { path: string }) {
  const { data: tour } = useSuspenseQuery(tourQueryOptions(path));
  return <TourDetailView tour={tour} addToCart={AddToCart} />;
}
