import type { Schemas } from '../contract/types.ts';
import type { UserRow } from '../repositories/users.ts';

export function serializeUser(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    email: user.email,
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    phone: user.phone,
    birth_date: user.birth_date,
    gender: user.gender,
    date_joined: user.date_joined,
  };
}
