import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/tours/api/list-tour-groups';
import { ToursCatalogue } from '@/features/tours/ToursCatalogue';
import { ToursViewSwitch } from '@/features/tours/ToursViewSwitch';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Туры';

export const Route = createFileRoute('/tours/')({
  // A failed list is not a failed page (spec §8): the loader waits but never throws.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TITLE }),
  component: ToursPage,
});

function ToursPage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <ToursViewSwitch />
      <ToursCatalogue view="list" />
    </>
  );
}
