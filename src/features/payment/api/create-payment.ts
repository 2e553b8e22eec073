import { api, unwrap } from '@/shared/api/client';
import type { PaymentType } from './get-cost-selection';

/**
 * `POST /api/payment/yookassa/create/{id}/?type_payment=` (empty body): the link to the payment page.
 * An order placed without an account needs its `token`.
 */
export const createPayment = (orderId: number, type: PaymentType, token: string | undefined) =>
  unwrap(
    api.POST('/api/payment/yookassa/create/{id}/', {
      params: { path: { id: orderId }, query: { type_payment: type, ...(token ? { token } : {}) } },
    }),
  );
