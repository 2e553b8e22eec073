import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  last_name: string;
  first_name: string;
  patronymic: string;
  phone: string;
  birth_date: string | null;
  gender: 0 | 1 | null;
  date_joined: string;
}

export type NewUser = Pick<
  UserRow,
  'email' | 'password_hash' | 'last_name' | 'first_name' | 'patronymic' | 'phone' | 'date_joined'
>;
export type Profile = Pick<
  UserRow,
  'last_name' | 'first_name' | 'patronymic' | 'phone' | 'birth_date' | 'gender'
>;

export function createUsersRepository(db: Db) {
  const { row, rows } = statements(db);
  const exists = row<1>('SELECT 1 FROM user WHERE id = ?');
  const insert =
    db.prepare(`INSERT INTO user (email, password_hash, last_name, first_name, patronymic, phone, date_joined)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const updateProfile = db.prepare(
    'UPDATE user SET last_name = ?, first_name = ?, patronymic = ?, phone = ?, birth_date = ?, gender = ? WHERE id = ?',
  );
  const updateHash = db.prepare('UPDATE user SET password_hash = ? WHERE id = ?');
  return {
    byId: row<UserRow>('SELECT * FROM user WHERE id = ?'),
    /** E-mails compare without case, as the column's collation says. */
    byEmail: row<UserRow, [email: string]>('SELECT * FROM user WHERE email = ?'),
    exists: (id: number): boolean => exists(id) !== undefined,
    add(user: NewUser): number {
      const { email, password_hash, last_name, first_name, patronymic, phone, date_joined } = user;
      return Number(
        insert.run(email, password_hash, last_name, first_name, patronymic, phone, date_joined)
          .lastInsertRowid,
      );
    },
    updateProfile(id: number, profile: Profile): void {
      const { last_name, first_name, patronymic, phone, birth_date, gender } = profile;
      updateProfile.run(last_name, first_name, patronymic, phone, birth_date, gender, id);
    },
    setPasswordHash(id: number, hash: string): void {
      updateHash.run(hash, id);
    },
    courses: rows<unknown, [userId: number]>(
      'SELECT id, title, description, url, progress FROM user_course WHERE user_id = ? ORDER BY id',
    ),
  };
}
