/**
 * The payment page of an order, `/payment/{id}/`. An order placed without an account opens only
 * with its `token`; `payment_id` is added when the payment page sends the visitor back.
 */
export interface PaymentSearch {
  token?: string;
  payment_id?: string;
}

export const paymentPath = (orderId: number): string => `/payment/${orderId}/`;

/** The page's address with its search (for links written outside the router: letters, the stand-in). */
export function paymentHref(orderId: number, search: PaymentSearch): string {
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${paymentPath(orderId)}?${query}` : paymentPath(orderId);
}

/** The search of a link to an order's payment page: its token, if it has one. */
export const paymentSearch = (token: string | null | undefined): PaymentSearch => (token ? { token } : {});

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The page's search as a link gives it: empty values are left out. */
export function parsePaymentSearch(search: Record<string, unknown>): PaymentSearch {
  const token = text(search.token);
  const paymentId = text(search.payment_id);
  return { ...(token ? { token } : {}), ...(paymentId ? { payment_id: paymentId } : {}) };
}
