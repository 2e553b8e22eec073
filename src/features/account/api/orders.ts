import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { allPages, pageQuery } from '@/shared/api/list';
import type { components } from '@/shared/api/schema.gen';
import { PERSONAL_QUERY_ROOT } from '@/shared/api/user/personal';

export type Order = components['schemas']['Order'];
export type OrderItem = components['schemas']['OrderItem'];

/** `GET /api/order/history/list/?completed=`: active or completed orders, newest first. */
export const ordersQueryOptions = (completed: boolean) =>
  queryOptions({
    queryKey: [PERSONAL_QUERY_ROOT, 'orders', completed ? 'completed' : 'active'],
    queryFn: () =>
      allPages((page) =>
        unwrap(
          api.GET('/api/order/history/list/', {
            params: { query: { completed: completed ? 'true' : 'false', ...pageQuery(page) } },
          }),
        ),
      ),
  });

/** `GET /api/order/history/{id}/`: one order with its items. */
export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [PERSONAL_QUERY_ROOT, 'orders', 'one', id],
    queryFn: () => unwrap(api.GET('/api/order/history/{id}/', { params: { path: { id } } })),
  });
