import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldErrors } from '../errors.ts';

export interface MultipartForm {
  values: Record<string, string>;
  files: Record<string, { name: string; data: Buffer }>;
  /** Per-field problems found while reading (a file over the size limit). */
  errors: FieldErrors;
}

const TOO_LARGE = 'Файл больше 5 МБ.';

/**
 * Reads a whole multipart form. Files of fields not in `fileFields` are read and dropped. A file over the
 * plugin's size limit becomes a field error; a broken stream or too many parts is a 400, never a 500.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: ReadonlySet<string>,
): Promise<MultipartForm> {
  const form: MultipartForm = { values: {}, files: {}, errors: {} };
  let current = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (fileFields.has(part.fieldname) && data.length > 0) {
          form.files[part.fieldname] = { name: part.filename.slice(0, 200), data };
        }
      } else if (typeof part.value === 'string') {
        form.values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      form.errors[current || 'file'] = [TOO_LARGE];
      return form;
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw badRequest({ non_field_errors: ['Слишком много полей в форме.'] });
    }
    throw badRequest({ non_field_errors: ['Некорректные данные формы.'] });
  }
  return form;
}
