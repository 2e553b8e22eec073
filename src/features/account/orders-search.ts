/** `/user/orders/?tab=completed&order=12`: which list, and which order is opened. */
export interface OrdersSearch {
  tab?: 'completed';
  order?: number;
}

export function parseOrdersSearch(raw: Record<string, unknown>): OrdersSearch {
  const order = Number(raw.order);
  return {
    ...(raw.tab === 'completed' ? { tab: 'completed' as const } : {}),
    ...(Number.isInteger(order) && order > 0 ? { order } : {}),
  };
}
