import { createFileRoute } from '@tanstack/react-router';
import { tourGroupsQueryOptions } from '@/features/tours/api/list-tour-groups';
import { ToursCatalogue } from '@/features/tours/ToursCatalogue';
import { ToursViewSwitch } from '@/features/tours/ToursViewSwitch';
import { PageHeading } from '@/shared/ui/PageHeading';

export const Route = createFileRoute('/tours/table/')({
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(tourGroupsQueryOptions()),
  component: ToursTablePage,
});

function ToursTablePage() {
  return (
    <>
      <PageHeading title="Расписание туров" />
      <ToursViewSwitch />
      <ToursCatalogue view="table" />
    </>
  );
}
