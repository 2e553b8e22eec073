import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';
import { callKey } from '@/shared/api/call-key';

export type CostSelection = components['schemas']['CostSelection'];
export type PaymentType = components['schemas']['PaymentType'];

/**
 * `GET /api/payment/cost_selection/{id}/`: the order's sums and ways to pay. Personal (an order's
 * buyer and money): never kept on the device, always asked afresh. An order placed without an
 * account opens with its `token`.
 */
export const costSelectionQueryOptions = (orderId: number, signedIn: boolean, token: string | undefined) =>
  queryOptions({
    // A user's order opens only with that user's token: signing in asks again.
    queryKey: callKey(
      '/api/payment/cost_selection/{id}/',
      orderId,
      signedIn ? 'user' : 'anonymous',
      token ?? null,
    ),
    queryFn: () =>
      unwrap(
        api.GET('/api/payment/cost_selection/{id}/', {
          params: { path: { id: orderId }, query: token ? { token } : {} },
        }),
      ),
    staleTime: 0,
    retry: false,
  });
