import { useSnapshot } from 'valtio';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { feedbackState } from './state';

/**
 * The success dialog a sent message opens (spec §4: the order-success dialog's place and frame,
 * 502 px), in the words of a message: a question is not an order.
 */
export function FeedbackSentDialog() {
  const { sentTo } = useSnapshot(feedbackState);
  return (
    <NoticeDialog
      name="feedbackSent"
      title="Спасибо за сообщение!"
      text={
        sentTo ? (
          <>
            Мы ответим в рабочее время на почту <strong>{sentTo}</strong>.
          </>
        ) : (
          'Мы ответим в рабочее время.'
        )
      }
    />
  );
}
