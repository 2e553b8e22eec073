import { FEEDBACK_FILE_EXTENSION, FEEDBACK_FILE_MAX_BYTES } from '@/shared/config/constants';
import { formatBytes } from '@common/format';

/** The file field's hint (docs/product.md#validation) when the server gives none. */
export const FEEDBACK_FILE_HINT = 'только .pdf, не более 5 мб';

const PDF_MAGIC = '%PDF-';

/**
 * Why a file may not be attached, naming the file and what is wrong with it; null when it may: a
 * PDF by its content (a renamed picture is not) and its name, at most 5 MB. Checked before
 * anything is sent; the server checks again. The field's hint stays beside it, said once.
 */
export async function feedbackFileProblem(file: File): Promise<string | null> {
  if (file.size > FEEDBACK_FILE_MAX_BYTES)
    return `Файл «${file.name}» больше 5 МБ (${formatBytes(file.size)}) — его не прикрепить. Уменьшите его или отправьте ссылкой в сообщении.`;
  const head = new TextDecoder('latin1').decode(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (!file.name.toLowerCase().endsWith(FEEDBACK_FILE_EXTENSION) || head !== PDF_MAGIC)
    return `Файл «${file.name}» — не PDF, его не прикрепить. Сохраните документ в PDF и выберите его снова.`;
  return null;
}
