import { useSnapshot } from 'valtio';
import { outboxState, waitingCount } from '@/shared/outbox/outbox';
import type { OutboxItem } from '@common/outbox/machine';
import { openDialog } from '@/shared/state/dialogs';
import { pluralize, type PluralForms } from '@common/format';
import { isFeedbackItem } from './feedback-outbox';
import './feedback.css';

const MESSAGE_FORMS: PluralForms = ['сообщение ждёт', 'сообщения ждут', 'сообщений ждут'];

/** In the header, while messages wait to be sent: how many, and the way to them. */
export function OutboxIndicatorView() {
  const { items } = useSnapshot(outboxState);
  const count = waitingCount((items as readonly OutboxItem[]).filter(isFeedbackItem));
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="tap-target outbox-indicator"
      aria-label={`${pluralize(count, MESSAGE_FORMS)} отправки`}
      onClick={() => openDialog('feedback')}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M3 5h18v14H3zm2 2v.5l7 4.5 7-4.5V7zm14 2.9-7 4.5-7-4.5V17h14z" />
      </svg>
      <span className="outbox-indicator__count">{count}</span>
    </button>
  );
}
