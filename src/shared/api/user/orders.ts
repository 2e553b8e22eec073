import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import { allPages, onePage, pageQuery } from '@common/api/list';
import type { components } from '@contract/schema.gen';
import { callKey } from '../call-key';

export type Order = components['schemas']['Order'];
export type OrderItem = components['schemas']['OrderItem'];

/** One page of `GET /api/order/history/list/?completed=`: active or completed orders, newest first. */
const pageOfOrders = (completed: boolean) => (page: number) =>
  unwrap(
    api.GET('/api/order/history/list/', {
      params: { query: { completed: completed ? 'true' : 'false', ...pageQuery(page) } },
    }),
  );

/** Active or completed orders, every page. */
export const ordersQueryOptions = (completed: boolean) =>
  queryOptions({
    queryKey: callKey('/api/order/history/list/', completed ? 'completed' : 'active'),
    queryFn: () => allPages(pageOfOrders(completed)),
  });

/** Every active order and the newest page of completed ones: what the trips are made of. */
export async function fetchOrdersForTrips(): Promise<Order[]> {
  const [active, completed] = await Promise.all([
    allPages(pageOfOrders(false)),
    pageOfOrders(true)(1).then(onePage),
  ]);
  return [...active.results, ...completed.results];
}

/** `GET /api/order/history/{id}/`: one order with its items. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: callKey('/api/order/history/{id}/', id),
    queryFn: () => unwrap(api.GET('/api/order/history/{id}/', { params: { path: { id } } })),
  });
