/**
 * Whether any form on the page holds text the visitor typed and has not sent: a field whose value
 * differs from the one it was drawn with. Fields React controls keep the two in step, so search and
 * booking choices do not count; what is typed into react-hook-form's fields does.
 */
export function hasUnsavedInput(root: ParentNode = document): boolean {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), form textarea',
  );
  return Array.from(fields).some((field) => field.value !== field.defaultValue);
}
