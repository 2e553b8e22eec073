import { openDialog } from '@/shared/state/dialogs';
import { feedbackState } from './state';

/** Opens 'Написать' with a message already written (the form's first text area), e.g. a room request. */
export function openFeedbackWith(message: string): void {
  feedbackState.editingId = null;
  feedbackState.prefill = message;
  openDialog('feedback');
}
