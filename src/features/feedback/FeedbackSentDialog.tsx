import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { configsQueryOptions } from '@/shared/api/site-config';
import { NoticeDialog } from '@/shared/ui/NoticeDialog';
import { feedbackState } from './state';

/**
 * The success dialog a sent message opens (docs/decisions/014-outbox.md: the order-success dialog's
 * place and frame, 502 px), in the words of a message: a question is not an order. When and where the answer comes
 * are the office's hours (the site config) and the e-mail the form was given.
 */
export function FeedbackSentDialog() {
  const { sentTo, sentFile } = useSnapshot(feedbackState);
  const { data: config } = useQuery(configsQueryOptions());
  const hours = config?.OFFICE_PSKOV_SCHEDULE?.trim();
  const when = hours ? `в часы работы офиса (${hours})` : 'в рабочее время';
  return (
    <NoticeDialog
      name="feedbackSent"
      title="Сообщение отправлено"
      text={
        <>
          {sentTo ? (
            <>
              Спасибо! Ответим {when} на почту <strong>{sentTo}</strong>.
            </>
          ) : (
            `Спасибо! Ответим ${when}.`
          )}
          {sentFile ? ` Файл «${sentFile}» приложен к сообщению.` : null}
        </>
      }
    />
  );
}
