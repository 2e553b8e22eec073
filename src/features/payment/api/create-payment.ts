import { api, unwrap } from '@/shared/api/client';
import type { PaymentType } from './get-cost-selection';

/** `POST /api/payment/yookassa/create/{id}/?type_payment=` (empty body): the link to the payment page. */
export const createPayment = (orderId: number, type: PaymentType) =>
  unwrap(
    api.POST('/api/payment/yookassa/create/{id}/', {
      params: { path: { id: orderId }, query: { type_payment: type } },
    }),
  );
