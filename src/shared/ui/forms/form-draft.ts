import { clear, createStore, del, get, set } from 'idb-keyval';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a visitor typed into a form stays on this device until it is sent or cleared: a dialog
// closed by Escape, the backdrop or a route change, and a reload, bring it back as it was. Drafts
// hold names and contacts, so 'Выйти' forgets them all (forgetAllDrafts). Passwords are never kept.

const PREFIX = 'storefront-draft:';

/** A field as a draft keeps it: text, or a list of rows of text (a form's repeated group). */
type DraftValue = string | Array<Record<string, string>>;
type Draft = Record<string, DraftValue>;

const isRow = (row: unknown): row is Record<string, string> =>
  typeof row === 'object' &&
  row !== null &&
  !Array.isArray(row) &&
  Object.values(row).every((value) => typeof value === 'string');

const isDraftValue = (value: unknown): value is DraftValue =>
  typeof value === 'string' || (Array.isArray(value) && value.every(isRow));

const hasText = (value: DraftValue): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : value.some((row) => Object.values(row).some((text) => text.trim() !== ''));

export function readDraft(name: string): Draft | null {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, DraftValue] => isDraftValue(entry[1])),
    );
  } catch {
    return null;
  }
}

/** Keeps the text fields and groups (`skip` left out); a form with nothing typed leaves no draft. */
export function saveDraft(name: string, values: Record<string, unknown>, skip: readonly string[] = []): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, DraftValue] => isDraftValue(entry[1]) && !skip.includes(entry[0]),
    ),
  );
  try {
    if (Object.values(kept).some(hasText)) localStorage.setItem(PREFIX + name, JSON.stringify(kept));
    else localStorage.removeItem(PREFIX + name);
  } catch {
    // No storage: the draft lives as long as the page.
  }
}

export function forgetDraft(name: string): void {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing was kept.
  }
}

/** The form's values with the draft's text put in, for the fields the form has. */
export function withDraft<Values extends object>(values: Values, draft: Draft): Values {
  const known = Object.entries(draft).filter(([field]) => field in values);
  return { ...values, ...Object.fromEntries(known) };
}

// A file attached to a draft (the feedback's PDF) is kept in IndexedDB, as the outbox keeps files.
const files = () => createStore('storefront-drafts', 'files');

export async function readDraftFile(name: string): Promise<File | undefined> {
  try {
    return await get<File>(name, files());
  } catch {
    return undefined;
  }
}

export function saveDraftFile(name: string, file: File | null): void {
  try {
    void (file ? set(name, file, files()) : del(name, files())).catch(() => undefined);
  } catch {
    // No IndexedDB: the file stays only while the dialog is open.
  }
}

/** 'Выйти': every form's draft goes, with its files. */
export function forgetAllDrafts(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
  try {
    void clear(files()).catch(() => undefined);
  } catch {
    // No IndexedDB here: no file was kept.
  }
}

/**
 * Keeps a form's typing as the draft `name` (null: none): put back when the form mounts again (a
 * reopened dialog, a reload), after hydration so the server's markup still matches, and saved on
 * every change. Send the form and reset it, or clear its fields, and the draft is gone.
 */
export function useFormDraft<Values extends FieldValues>(
  name: string | null,
  form: UseFormReturn<Values>,
  { skip = [] }: { skip?: readonly string[] } = {},
): void {
  const { reset, getValues, subscribe } = form;
  useEffect(() => {
    if (name === null) return;
    const draft = readDraft(name);
    if (draft) reset(withDraft(getValues(), draft), { keepDefaultValues: true });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(name, values, skip),
    });
    // The draft is read once, when the form mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
}
