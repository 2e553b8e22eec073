import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { whenIdle } from '@/shared/lib/when-idle';
import { outboxState } from '@/shared/outbox/outbox-state';
import { OUTBOX_CHANNEL, readItems } from '@common/outbox/store';
import { feedbackFormQueryOptions, HEADER_FORM_KEY } from './api/get-feedback-form';

/**
 * Keeps the form's definition for offline use, and runs the outbox once something is in it: kept
 * from an earlier visit, written by another tab or the worker, or queued on this page. An empty
 * outbox — nearly every visit — loads none of its code.
 */
export function useFeedbackOutbox(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let running: Promise<() => void> | null = null;
    const run = () => {
      running ??= import('./run-feedback-outbox').then(({ runFeedbackOutbox }) => runFeedbackOutbox());
    };
    const unsubscribe = subscribe(outboxState, () => {
      if (outboxState.items.length > 0) run();
    });
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) channel.onmessage = run;
    const cancelIdle = whenIdle(() => {
      // 'Написать' works without a network.
      void queryClient.prefetchQuery(feedbackFormQueryOptions(HEADER_FORM_KEY));
      readItems().then(
        (items) => items.length > 0 && run(),
        () => undefined,
      );
    });
    return () => {
      unsubscribe();
      channel?.close();
      cancelIdle();
      void running?.then((stop) => stop());
    };
  }, [queryClient]);
}
