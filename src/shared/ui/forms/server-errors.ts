import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@common/api/error';

/** A field error's messages as a list: several from the server are kept as lines of one message. */
export const messagesOf = (error: FieldError | undefined): string[] =>
  error?.message ? error.message.split('\n') : [];

/**
 * Puts the backend's per-field messages (`details.<field>`) at the form's fields and focuses the
 * first of them in the form's order. Returns what belongs to no field (`non_field_errors`,
 * `errors`, unknown names) for the form to show above its button; a failure with no answer says so.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  fieldOrder: ReadonlyArray<Path<Values>>,
): string[] {
  if (!(error instanceof ApiError)) return ['Что-то пошло не так. Попробуйте ещё раз.'];
  if (error.isNetworkError) return ['Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.'];
  const general: string[] = [];
  let first: Path<Values> | undefined;
  for (const field of fieldOrder) {
    const messages = error.messagesFor(field);
    if (messages.length === 0) continue;
    form.setError(field, { type: 'server', message: messages.join('\n') });
    first ??= field;
  }
  for (const [key, messages] of Object.entries(error.details)) {
    if (!fieldOrder.includes(key as Path<Values>) && key !== 'errors') general.push(...messages);
  }
  // `details.errors` repeats the field messages on registration; alone (login) it is the answer.
  if (!first) general.push(...error.messagesFor('errors'));
  if (first) form.setFocus(first);
  if (general.length === 0 && !first)
    general.push(
      error.status >= 500 ? 'Сервис временно недоступен. Попробуйте позже.' : `Ошибка ${error.status}.`,
    );
  return [...new Set(general)];
}
