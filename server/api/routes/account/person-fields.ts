import type { FieldErrors } from '../../errors.ts';
import { isEmail, normalisePhone } from '../../lib/text.ts';

const PAST_BIRTH = (date: string) => date <= new Date().toISOString().slice(0, 10) && date >= '1900-01-01';

/** Checks what JSON Schema cannot (phone, e-mail, birth date); returns the normalised values. */
export function checkPersonFields(
  fields: { phone?: string; email?: string; birth_date?: string | null },
  errors: FieldErrors,
): { phone?: string; email?: string } {
  const out: { phone?: string; email?: string } = {};
  if (fields.phone !== undefined) {
    if (fields.phone.trim() === '') out.phone = '';
    else {
      const phone = normalisePhone(fields.phone);
      if (phone) out.phone = phone;
      else errors.phone = ['Введите телефон в формате +7 (999) 999-99-99 или + и 7–15 цифр.'];
    }
  }
  if (fields.email !== undefined) {
    const email = fields.email.trim();
    if (email && !isEmail(email)) errors.email = ['Введите правильный адрес электронной почты.'];
    else out.email = email;
  }
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
