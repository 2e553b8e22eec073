import { useSuspenseQuery } from '@tanstack/react-query';
import { useLoaderData, useSearch } from '@tanstack/react-router';
import type { AddToCartSlot } from '@/shared/api/cart-item';
import { tourGroupQueryOptions } from '../api/get-tour-group';
import { tourQueryOptions } from '../api/get-tour';
import { TourDetailView } from './TourDetailView';
import { TourGroupView } from './TourGroupView';

interface TourPageProps {
  /**
   * The page's route: `/tours/…` is a group or a tour, `/tours/events/…?event=` one departure of a
   * tour; its loader found which (load-tour-page.ts).
   */
  from: '/tours/$' | '/tours/events/$';
  /** The cart's add button (features/cart, given by the route). */
  addToCart: AddToCartSlot;
}

/** A tour group, a tour, or one departure's page. */
export function TourPage({ from, addToCart }: TourPageProps) {
  const target = useLoaderData({ from });
  const eventId = useSearch({ from, select: (search) => ('event' in search ? search.event : undefined) });
  return target.kind === 'group' ? (
    <GroupPage slug={target.slug} />
  ) : (
    <DetailPage
      path={target.path}
      eventPage={target.kind === 'event'}
      eventId={eventId}
      addToCart={addToCart}
    />
  );
}

function GroupPage({ slug }: { slug: string }) {
  const { data: group } = useSuspenseQuery(tourGroupQueryOptions(slug));
  return <TourGroupView group={group} />;
}

function DetailPage({
  path,
  ...view
}: {
  path: string;
  eventPage: boolean;
  eventId: number | undefined;
  addToCart: AddToCartSlot;
}) {
  const { data: tour } = useSuspenseQuery(tourQueryOptions(path));
  return <TourDetailView tour={tour} {...view} />;
}
