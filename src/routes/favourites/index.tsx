import { createFileRoute } from '@tanstack/react-router';
import { FavouritesPage } from '@/features/favourites/FavouritesPage';
import { SaveAllForOffline } from '@/features/offline/saved/SaveAllForOffline';
import { routeHead } from '@/shared/lib/page-head';

export const Route = createFileRoute('/favourites/')({
  staticData: { personal: true },
  head: (context) => routeHead(context, { label: 'Избранное', noindex: true }),
  component: () => <FavouritesPage saveAll={SaveAllForOffline} />,
});
