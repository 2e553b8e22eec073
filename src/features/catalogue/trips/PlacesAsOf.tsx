import { useOnline } from '@/shared/lib/use-online';
import { lazyNamed } from '@/shared/ui/lazy-named';
import './booking.css';

const PlacesAsOfNote = lazyNamed(() => import('./PlacesAsOfNote'), 'PlacesAsOfNote');

/**
 * Offline, beside the places left: when they were counted, for they may have gone since (the
 * banner at the top says the same of the whole page). Nothing online; like the banner, its code
 * loads the first time the network goes.
 */
export function PlacesAsOf() {
  const online = useOnline();
  if (online) return null;
  return <PlacesAsOfNote />;
}
