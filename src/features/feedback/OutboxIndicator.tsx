import { useSnapshot } from 'valtio';
import { outboxState } from '@/shared/outbox/outbox-state';
import { lazyNamed } from '@/shared/ui/lazy-named';

const OutboxIndicatorView = lazyNamed(() => import('./OutboxIndicatorView'), 'OutboxIndicatorView');

/** In the header, while messages wait to be sent: its code loads only when the outbox has items. */
export function OutboxIndicator() {
  const { items } = useSnapshot(outboxState);
  if (items.length === 0) return null;
  return <OutboxIndicatorView />;
}
