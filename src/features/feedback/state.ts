import { proxy } from 'valtio';

/** The outbox item the feedback dialog is correcting (the server refused it), if any. */
export const feedbackState = proxy<{ editingId: string | null }>({ editingId: null });
