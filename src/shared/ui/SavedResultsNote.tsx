import { formatDayRange, formatReceivedAt } from '@common/format';
import './ResultStates.css';

interface SavedResultsNoteProps {
  /** The dates the saved results answered: 'на 24–30 ноября'. */
  dates: { date_from: string; date_to: string };
  receivedAt: number;
}

/** Says that a list shows saved results of another search, for which dates, and how old they are. */
export function SavedResultsNote({ dates, receivedAt }: SavedResultsNoteProps) {
  return (
    <p className="saved-results-note" role="status">
      Нет соединения — показаны сохранённые результаты на {formatDayRange(dates.date_from, dates.date_to)}{' '}
      (данные на {formatReceivedAt(receivedAt)}). Места и цены могли измениться.
    </p>
  );
}
