import { notFound } from '@tanstack/react-router';

/** `/payment/{order id}/`: the order's id; any other path is the 404 page. */
export function loadPaymentPage(splat: string): { orderId: number } {
  const id = /^(\d{1,10})\/?$/.exec(splat)?.[1];
  if (!id || Number(id) < 1) throw notFound();
  return { orderId: Number(id) };
}
