import { useOldestOnScreen } from '@/shared/api/use-data-age';
import { formatReceivedAt } from '@common/format';
import { useOnline } from '@/shared/lib/use-online';
import './booking.css';

/**
 * Offline, beside the places left: when they were counted, for they may have gone since (the
 * banner at the top says the same of the whole page). Nothing online.
 */
export function PlacesAsOf() {
  const online = useOnline();
  const receivedAt = useOldestOnScreen();
  if (online || receivedAt === 0) return null;
  return (
    <p className="places-as-of">
      Нет сети: свободные места — на {formatReceivedAt(receivedAt)}, сейчас их может быть меньше.
    </p>
  );
}
