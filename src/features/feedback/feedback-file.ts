import { FEEDBACK_FILE_EXTENSION, FEEDBACK_FILE_MAX_BYTES } from '@/shared/config/constants';

/** Spec §5's hint for the file field when the server gives none; also what a refused file is told. */
export const FEEDBACK_FILE_HINT = 'только .pdf, не более 5 мб';

const PDF_MAGIC = '%PDF-';

/**
 * Whether a file may be attached: a PDF by its content (a renamed picture is not) and its name, at
 * most 5 MB. Checked before anything is sent; the server checks again.
 */
export async function feedbackFileProblem(file: File, hint = FEEDBACK_FILE_HINT): Promise<string | null> {
  if (file.size > FEEDBACK_FILE_MAX_BYTES) return hint;
  if (!file.name.toLowerCase().endsWith(FEEDBACK_FILE_EXTENSION)) return hint;
  const head = new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return head === PDF_MAGIC ? null : hint;
}
