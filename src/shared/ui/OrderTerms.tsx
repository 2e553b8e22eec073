import { useQuery } from '@tanstack/react-query';
import { configsQueryOptions } from '@/shared/api/site-config';

/**
 * The agency's cancellation terms (`ORDER_CANCELLATION_TERMS` of the site config: the contract's
 * orders carry none), quoted wherever an order is shown; nothing when the config has none.
 */
export function OrderTerms({ className = 'order-terms' }: { className?: string }) {
  const { data: config } = useQuery(configsQueryOptions());
  const terms = config?.ORDER_CANCELLATION_TERMS?.trim();
  if (!terms) return null;
  return (
    <p className={className}>
      <strong>Условия отмены.</strong> {terms}
    </p>
  );
}
