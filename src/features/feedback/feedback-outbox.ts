import { newItem, resubmit, type OutboxFile, type OutboxItem } from '@common/outbox/machine';
import { CONSENT_FIELD } from '@/shared/ui/forms/consent';
import { feedbackSubmitUrl } from './api/get-feedback-form';

const feedbackKind = (formKey: string): string => `feedback:${formKey}`;
export const isFeedbackItem = (item: OutboxItem): boolean => item.kind.startsWith('feedback:');

/** The server's fields, and the consent to the processing of personal data (a checkbox). */
export type FeedbackValues = Record<string, string | File | boolean | null>;

/**
 * The text fields as sent (a given consent as `true`), and the file as kept in IndexedDB (a Blob
 * survives a restart there).
 */
function splitValues(values: FeedbackValues): {
  fields: Record<string, string>;
  file: OutboxFile | null;
} {
  const fields: Record<string, string> = {};
  let file: OutboxFile | null = null;
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) file = { field: name, name: value.name, type: value.type, blob: value };
    else if (typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
    else if (value === true) fields[name] = 'true';
  }
  return { fields, file };
}

/** A new submission, or a corrected one under its first id (the server stored nothing for it). */
export function feedbackItem(
  formKey: string,
  values: FeedbackValues,
  editing: OutboxItem | null,
): OutboxItem {
  const { fields, file } = splitValues(values);
  const now = Date.now();
  if (editing) return resubmit(editing, fields, file, now);
  return newItem(
    { id: crypto.randomUUID(), kind: feedbackKind(formKey), url: feedbackSubmitUrl(formKey), fields, file },
    now,
  );
}

/** The form's values back from a stored item (the file as a File again). */
export function valuesOf(item: OutboxItem): FeedbackValues {
  const values: FeedbackValues = { ...item.fields, [CONSENT_FIELD]: item.fields[CONSENT_FIELD] === 'true' };
  if (item.file)
    values[item.file.field] = new File([item.file.blob], item.file.name, { type: item.file.type });
  return values;
}

/** A line for the list: the start of the message, or whoever wrote it. */
export function itemSummary(item: OutboxItem): string {
  const text =
    item.fields.message ??
    Object.values(item.fields).find((value) => value.length > 20) ??
    item.fields.name ??
    '';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
