import type { Db } from '../db/connection.ts';

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
  const byId = db.prepare('SELECT * FROM user WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM user WHERE email = ?');
  const exists = db.prepare('SELECT 1 FROM user WHERE id = ?');
  const insert =
    db.prepare(`INSERT INTO user (email, password_hash, last_name, first_name, patronymic, phone, date_joined)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const updateProfile = db.prepare(
    'UPDATE user SET last_name = ?, first_name = ?, patronymic = ?, phone = ?, birth_date = ?, gender = ? WHERE id = ?',
  );
  const updateHash = db.prepare('UPDATE user SET password_hash = ? WHERE id = ?');
  const courses = db.prepare(
    'SELECT id, title, description, url, progress FROM user_course WHERE user_id = ? ORDER BY id',
  );
  return {
    byId: (id: number) => byId.get(id) as UserRow | undefined,
    /** E-mails compare without case, as the column's collation says. */
    byEmail: (email: string) => byEmail.get(email) as UserRow | undefined,
    exists: (id: number): boolean => exists.get(id) !== undefined,
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
    courses: (userId: number) => courses.all(userId),
  };
}
