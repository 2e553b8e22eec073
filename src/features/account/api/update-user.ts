import { api, unwrap } from '@/shared/api/client';
import type { components } from '@contract/schema.gen';

export type UserUpdate = components['schemas']['UserUpdateForm'];

/** `PATCH /api/user/{id}/` as multipart (docs/product.md#authentication-and-account): the user's own data; empty date or gender clears it. */
export function updateUser(id: number, fields: Required<UserUpdate>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return unwrap(
    api.PATCH('/api/user/{id}/', {
      params: { path: { id } },
      body: fields,
      bodySerializer: () => form,
    }),
  );
}
