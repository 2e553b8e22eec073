import { Dialog } from '@/shared/ui/Dialog';

/** Spec §2 feedback dialog ('Написать'): the frame; its server-defined form comes with the feedback issue. */
export function FeedbackDialog() {
  return (
    <Dialog name="feedback" title="Написать нам" width={652}>
      <p className="dialog__text">
        Задайте вопрос о поездке или оставьте пожелание — мы ответим на почту или перезвоним.
      </p>
    </Dialog>
  );
}
