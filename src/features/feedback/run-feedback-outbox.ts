import { subscribe } from 'valtio';
import { connectOutbox, outboxState } from '@/shared/outbox/outbox';
import { dialogsState, openDialog } from '@/shared/state/dialogs';
import { isFeedbackItem } from './feedback-outbox';
import { feedbackState } from './state';

/**
 * Sends what waits and follows the outbox; when a waiting message is refused by the server, opens
 * the dialog with what was written and why. Returns the way to stop.
 */
export function runFeedbackOutbox(): () => void {
  const disconnect = connectOutbox();
  let refused = new Set(
    outboxState.items.filter((item) => item.state === 'needs-fix').map((item) => item.id),
  );
  const unsubscribe = subscribe(outboxState, () => {
    const now = outboxState.items.filter((item) => isFeedbackItem(item) && item.state === 'needs-fix');
    const fresh = now.find((item) => !refused.has(item.id));
    refused = new Set(now.map((item) => item.id));
    if (!fresh || dialogsState.open === 'feedback') return;
    feedbackState.editingId = fresh.id;
    openDialog('feedback');
  });
  return () => {
    disconnect();
    unsubscribe();
  };
}
