import { FIELD_MESSAGES, openapiDocument } from '../../contract/document.ts';
import type { Schemas } from '../../contract/types.ts';
import { valueProblems } from '../../contract/validation.ts';
import { badRequest } from '../../errors.ts';
import type { MultipartForm } from '../../lib/multipart.ts';
import { storedPhone } from '../../lib/text.ts';
import { MAX_FILE_BYTES } from './forms.ts';

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;
const PDF_MAGIC = Buffer.from('%PDF-');

/** The contract's schema for a value of each type of field (`FeedbackFieldType`'s `x-value-schemas`). */
const VALUE_SCHEMAS = (openapiDocument.components.schemas.FeedbackFieldType as Record<string, unknown>)[
  'x-value-schemas'
] as Record<Exclude<Schemas['FeedbackFieldType'], 'FileField'>, string>;

export interface Submission {
  /** The sender's own key for the submission: a repeat with it is the same submission. */
  clientId: string | null;
  data: Record<string, string>;
  file: { name: string; data: Buffer } | undefined;
}

/** A form as sent, checked field by field against its definition; every problem at once as a 400. */
export function checkSubmission(form: Schemas['FeedbackForm'], sent: MultipartForm): Submission {
  const { values, files, errors } = sent;
  const clientId = values.client_id?.trim() || null;
  if (clientId !== null && !CLIENT_ID.test(clientId)) errors.client_id = ['Неверный идентификатор отправки.'];
  const data: Record<string, string> = {};
  for (const field of form.fields) {
    const add = (message: string) => (errors[field.name] ??= []).push(message);
    if (field.type === 'FileField') {
      const file = files[field.name];
      if (!file) {
        if (field.required && !errors[field.name]) add('Прикрепите файл.');
        continue;
      }
      if (file.data.length > MAX_FILE_BYTES) add('Файл больше 5 МБ.');
      else if (!file.data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
        add('Можно прикрепить только PDF-файл.');
      continue;
    }
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required) add(FIELD_MESSAGES.required);
      continue;
    }
    const problems = valueProblems(VALUE_SCHEMAS[field.type], value);
    problems.forEach(add);
    if (problems.length === 0) data[field.name] = field.type === 'PhoneField' ? storedPhone(value) : value;
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return { clientId, data, file: Object.values(files)[0] };
}
