import { useOldestOnScreen } from '@/shared/api/use-data-age';
import { formatReceivedAt } from '@common/format';

/** When the places left on screen were counted; nothing when nothing on screen came from the cache. */
export function PlacesAsOfNote() {
  const receivedAt = useOldestOnScreen();
  if (receivedAt === 0) return null;
  return (
    <p className="places-as-of">
      Нет сети: свободные места — на {formatReceivedAt(receivedAt)}, сейчас их может быть меньше.
    </p>
  );
}
