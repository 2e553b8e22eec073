import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { whenIdle } from '@/shared/lib/when-idle';
import { connectOutbox, outboxState } from '@/shared/outbox/outbox';
import { dialogsState, openDialog } from '@/shared/state/dialogs';
import { feedbackFormQueryOptions, HEADER_FORM_KEY } from './api/get-feedback-form';
import { isFeedbackItem } from './feedback-outbox';
import { feedbackState } from './state';

/**
 * Connects the outbox once the page is up, keeps the form's definition for offline use, and when
 * a waiting message is refused by the server, opens the dialog with what was written and why.
 */
export function useFeedbackOutbox(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const disconnect = connectOutbox();
    // Kept for offline use ('Написать' works without a network), once the page is idle.
    const cancelPrefetch = whenIdle(
      () => void queryClient.prefetchQuery(feedbackFormQueryOptions(HEADER_FORM_KEY)),
    );
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
      cancelPrefetch();
    };
  }, [queryClient]);
}
