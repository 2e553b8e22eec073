import type { Db } from '../db/connection.ts';

export interface TouristRow {
  id: number;
  user_id: number;
  last_name: string;
  first_name: string;
  patronymic: string;
  birth_date: string | null;
  gender: 0 | 1 | null;
  phone: string;
  email: string;
  country_id: number | null;
  document_type_id: number | null;
  document_number: string;
}
export type TouristValues = Omit<TouristRow, 'id' | 'user_id'>;

const valuesOf = (values: TouristValues) =>
  [
    values.last_name,
    values.first_name,
    values.patronymic,
    values.birth_date,
    values.gender,
    values.phone,
    values.email,
    values.country_id,
    values.document_type_id,
    values.document_number,
  ] as const;

/** A user's saved travellers; always reached through their owner, so another's is simply not found. */
export function createTouristsRepository(db: Db) {
  const list = db.prepare('SELECT * FROM tourist WHERE user_id = ? ORDER BY id');
  const select = db.prepare('SELECT * FROM tourist WHERE id = ? AND user_id = ?');
  const insert = db.prepare(
    `INSERT INTO tourist (user_id, last_name, first_name, patronymic, birth_date, gender, phone, email,
          country_id, document_type_id, document_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE tourist SET last_name = ?, first_name = ?, patronymic = ?, birth_date = ?, gender = ?, phone = ?,
      email = ?, country_id = ?, document_type_id = ?, document_number = ? WHERE id = ? AND user_id = ?`,
  );
  const remove = db.prepare('DELETE FROM tourist WHERE id = ? AND user_id = ?');
  return {
    of: (userId: number) => list.all(userId) as unknown as TouristRow[],
    find: (id: number, userId: number) => select.get(id, userId) as TouristRow | undefined,
    add: (userId: number, values: TouristValues): number =>
      Number(insert.run(userId, ...valuesOf(values)).lastInsertRowid),
    update(id: number, userId: number, values: TouristValues): void {
      update.run(...valuesOf(values), id, userId);
    },
    remove(id: number, userId: number): void {
      remove.run(id, userId);
    },
  };
}
