import type { Db } from '../db/connection.ts';

export interface NewSubmission {
  formKey: string;
  clientId: string | null;
  data: Record<string, string>;
  file: { name: string; data: Buffer } | undefined;
  created: string;
}

/** Feedback forms as sent; a `client_id` makes a repeat of the same submission the same row. */
export function createFeedbackRepository(db: Db) {
  const byClientId = db.prepare(
    'SELECT id, client_id FROM feedback_submission WHERE form_key = ? AND client_id = ?',
  );
  const insert = db.prepare(
    'INSERT INTO feedback_submission (form_key, client_id, data, file_name, file_size, file, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    idOf: (formKey: string, clientId: string) =>
      (byClientId.get(formKey, clientId) as { id: number } | undefined)?.id,
    add: ({ formKey, clientId, data, file, created }: NewSubmission): number =>
      Number(
        insert.run(
          formKey,
          clientId,
          JSON.stringify(data),
          file?.name ?? null,
          file?.data.length ?? null,
          file?.data ?? null,
          created,
        ).lastInsertRowid,
      ),
  };
}
