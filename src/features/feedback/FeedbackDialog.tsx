import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { OutboxItem } from '@common/outbox/machine';
import { outboxState } from '@/shared/outbox/outbox';
import { Dialog } from '@/shared/ui/Dialog';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { feedbackFormQueryOptions, HEADER_FORM_KEY } from './api/get-feedback-form';
import { FeedbackForm } from './FeedbackForm';
import { OutboxList } from './OutboxList';
import { feedbackState } from './state';
import './feedback.css';

/** 'Написать' (docs/product.md#dialogs, 652 px): the server's form, and the messages that wait to be sent. */
export function FeedbackDialog() {
  const query = useQuery(feedbackFormQueryOptions(HEADER_FORM_KEY));
  const { editingId } = useSnapshot(feedbackState);
  const { items } = useSnapshot(outboxState);
  const editing = (items as readonly OutboxItem[]).find((item) => item.id === editingId) ?? null;
  return (
    <Dialog name="feedback" title={query.data?.title ?? 'Написать нам'} width={652}>
      <p className="dialog__text">
        Задайте вопрос о поездке или оставьте пожелание — мы ответим на почту или перезвоним.
      </p>
      <OutboxList />
      {query.data ? (
        // A message being corrected gets a form of its own, filled with what was stored.
        <FeedbackForm key={editing?.id ?? 'new'} definition={query.data} editing={editing} />
      ) : query.isError ? (
        <LoadFailed error={query.error} what="форму" onRetry={() => void query.refetch()} />
      ) : (
        <div className="skeleton skeleton--block" aria-busy="true" />
      )}
    </Dialog>
  );
}
