import { formatReceivedAt } from '@common/format';
import './ResultStates.css';

interface SavedResultsNoteProps {
  /** What the saved results are for: 'на 24–30 ноября'. */
  what: string;
  receivedAt: number;
}

/** Says that a list shows saved results of another search, for which dates, and how old they are. */
export function SavedResultsNote({ what, receivedAt }: SavedResultsNoteProps) {
  return (
    <p className="saved-results-note" role="status">
      Нет соединения — показаны сохранённые результаты {what} (данные на {formatReceivedAt(receivedAt)}).
      Места и цены могли измениться.
    </p>
  );
}
