import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/tours/api/list-tour-groups';
import { ToursCatalogue } from '@/features/tours/ToursCatalogue';
import { ToursViewSwitch } from '@/features/tours/ToursViewSwitch';
import { routeHead } from '@/shared/lib/page-head';
import { PageHeading } from '@/shared/ui/PageHeading';

const TITLE = 'Расписание туров';

export const Route = createFileRoute('/tours/table/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  head: (context) => routeHead(context, { label: TITLE }),
  component: ToursTablePage,
});

function ToursTablePage() {
  return (
    <>
      <PageHeading title={TITLE} />
      <ToursViewSwitch />
      <ToursCatalogue view="table" />
    </>
  );
}
