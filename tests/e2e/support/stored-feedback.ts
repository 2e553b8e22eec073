import { DatabaseSync } from 'node:sqlite';

/** A submission the demo backend stored. */
export interface StoredFeedback {
  client_id: string;
  file_name: string | null;
  data: string;
}

/** Submissions the demo backend at `databasePath` stored with `message` in them (one per delivery that counted). */
export function storedFeedback(databasePath: string, message: string): StoredFeedback[] {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    return db
      .prepare('SELECT client_id, file_name, data FROM feedback_submission WHERE data LIKE ?')
      .all(`%${message}%`) as unknown as StoredFeedback[];
  } finally {
    db.close();
  }
}
