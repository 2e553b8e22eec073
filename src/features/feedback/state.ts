import { proxy } from 'valtio';

/**
 * The outbox item the feedback dialog is correcting (the server refused it), if any; a message
 * another page wrote for the visitor, for the form to start with; and the address the answer to the
 * message just sent will go to, and the file it carried.
 */
export const feedbackState = proxy<{
  editingId: string | null;
  prefill: string | null;
  sentTo: string | null;
  /** The name of the file sent with that message, if one was. */
  sentFile: string | null;
}>({
  editingId: null,
  prefill: null,
  sentTo: null,
  sentFile: null,
});
