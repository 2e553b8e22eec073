import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';
import { fetchOrdersForTrips } from '@/shared/api/user/orders';
import { callKey } from '@/shared/api/call-key';
import { tripsFromOrders } from './trip';
import { acknowledged, type SavedTrips, withChanges } from './trip-changes';
import { readSavedTrips, saveTrips } from './saved-trips';

/** The trips from the order history, compared with the device's copy, which they then replace. */
async function refreshTrips(client: QueryClient): Promise<SavedTrips> {
  const [user, orders] = await Promise.all([
    client.fetchQuery(currentUserQueryOptions()),
    fetchOrdersForTrips(),
  ]);
  const next = withChanges(await readSavedTrips(user.id), tripsFromOrders(orders), user.id, Date.now());
  await saveTrips(next);
  return next;
}

/** The trips as the network has them now (and, by the way, the device's copy brought up to date). */
export const tripsQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/order/history/list/', 'trips'),
    queryFn: ({ client }) => refreshTrips(client),
  });

/** The device's copy: shown at once, and alone offline. */
export const savedTripsQueryOptions = () =>
  queryOptions({
    // The device's copy of the same personal answers: purged with them.
    queryKey: callKey('/api/order/history/list/', 'trips-on-device'),
    queryFn: async () => (await readSavedTrips()) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
  });

/** Brings the device's copy up to date; `force` when the network has just come back. */
export async function refreshTripsOnDevice(client: QueryClient, force: boolean): Promise<void> {
  await client.fetchQuery({ ...tripsQueryOptions(), ...(force ? { staleTime: 0 } : {}) });
}

/** The tourist has seen how a trip changed: the device forgets the change. */
export async function acknowledgeChange(client: QueryClient, saved: SavedTrips, key: string): Promise<void> {
  const next = acknowledged(saved, key);
  for (const options of [tripsQueryOptions(), savedTripsQueryOptions()]) {
    if (client.getQueryData(options.queryKey)) client.setQueryData(options.queryKey, next);
  }
  await saveTrips(next);
}

/**
 * The worker corrected the device's copy from a push: it is what the page shows now (online too,
 * until the network answers), then the network is asked.
 */
export async function adoptPushedTrips(client: QueryClient): Promise<void> {
  const saved = await readSavedTrips();
  if (saved) {
    for (const options of [tripsQueryOptions(), savedTripsQueryOptions()])
      client.setQueryData(options.queryKey, saved);
  }
  await refreshTripsOnDevice(client, true);
}
