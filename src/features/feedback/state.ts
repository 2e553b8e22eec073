import { proxy } from 'valtio';

/**
 * The outbox item the feedback dialog is correcting (the server refused it), if any; and a message
 * another page wrote for the visitor, for the form to start with.
 */
export const feedbackState = proxy<{ editingId: string | null; prefill: string | null }>({
  editingId: null,
  prefill: null,
});
