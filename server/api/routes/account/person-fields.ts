import type { FieldErrors } from '../../errors.ts';
import { storedPhone } from '../../lib/text.ts';

const PAST_BIRTH = (date: string) => date <= new Date().toISOString().slice(0, 10) && date >= '1900-01-01';

/**
 * Checks what JSON Schema cannot (a birth date not in the future) and returns the phone and e-mail
 * as they are kept; their formats are the contract's (`Phone`, `Email`), checked before.
 */
export function checkPersonFields(
  fields: { phone?: string; email?: string; birth_date?: string | null },
  errors: FieldErrors,
): { phone?: string; email?: string } {
  const out: { phone?: string; email?: string } = {};
  if (fields.phone !== undefined) out.phone = storedPhone(fields.phone);
  if (fields.email !== undefined) out.email = fields.email.trim();
  if (fields.birth_date && !PAST_BIRTH(fields.birth_date))
    errors.birth_date = ['Дата рождения не может быть в будущем.'];
  return out;
}

/** A name that is sent must not be blank (leaving it out keeps the old one). */
export function checkNames(fields: { last_name?: string; first_name?: string }, errors: FieldErrors): void {
  if (fields.last_name !== undefined && !fields.last_name.trim())
    errors.last_name = ['Это поле не может быть пустым.'];
  if (fields.first_name !== undefined && !fields.first_name.trim())
    errors.first_name = ['Это поле не может быть пустым.'];
}
