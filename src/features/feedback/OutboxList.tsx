import { useSnapshot } from 'valtio';
import { formatReceivedAt } from '@common/format';
import type { OutboxItem, OutboxState } from '@common/outbox/machine';
import { outboxState, removeFromOutbox } from '@/shared/outbox/outbox';
import { isFeedbackItem, itemSummary } from './feedback-outbox';
import { feedbackState } from './state';

const STATE_LABELS: Record<OutboxState, string> = {
  queued: 'ждёт',
  sending: 'отправляется',
  sent: 'отправлено',
  'needs-fix': 'нужно исправить',
};

/** The messages written here that wait, go, went or need fixing; a waiting one can be deleted. */
export function OutboxList() {
  const { items } = useSnapshot(outboxState);
  const { editingId } = useSnapshot(feedbackState);
  const shown = (items as readonly OutboxItem[]).filter(
    (item) => isFeedbackItem(item) && item.id !== editingId,
  );
  if (shown.length === 0) return null;
  return (
    <section className="outbox" aria-labelledby="outbox-title">
      <h3 id="outbox-title" className="outbox__title">
        Ваши сообщения
      </h3>
      <ul className="outbox__list">
        {shown.map((item) => (
          <li key={item.id} className={`outbox__item outbox__item--${item.state}`}>
            <span className="outbox__text">{itemSummary(item)}</span>
            <span className="outbox__meta">
              {formatReceivedAt(item.createdAt)} ·{' '}
              <span className="outbox__state">{STATE_LABELS[item.state]}</span>
            </span>
            {item.state === 'needs-fix' ? (
              <button
                type="button"
                className="button button--ghost outbox__action"
                onClick={() => (feedbackState.editingId = item.id)}
              >
                Исправить
              </button>
            ) : null}
            {item.state === 'queued' || item.state === 'needs-fix' ? (
              <button
                type="button"
                className="button button--ghost outbox__action"
                onClick={() => void removeFromOutbox(item.id)}
              >
                Удалить<span className="visually-hidden">: {itemSummary(item)}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
