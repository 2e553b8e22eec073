import { formatDayRange, formatReceivedAt } from '@common/format';
import './ResultStates.css';

interface SavedResultsNoteProps {
  /** The dates the saved results answered: 'на 24–30 ноября'. */
  dates: { date_from: string; date_to: string };
  receivedAt: number;
  /** Why the list's own results are missing: no network, or the server could not give them. */
  offline: boolean;
}

/** Says that a list shows saved results of another search, for which dates, and how old they are. */
export function SavedResultsNote({ dates, receivedAt, offline }: SavedResultsNoteProps) {
  return (
    <p className="saved-results-note" role="status">
      {offline ? 'Нет соединения' : 'Сервер не отвечает'} — показаны сохранённые результаты на{' '}
      {formatDayRange(dates.date_from, dates.date_to)} (данные на {formatReceivedAt(receivedAt)}). Места и
      цены могли измениться.
    </p>
  );
}
