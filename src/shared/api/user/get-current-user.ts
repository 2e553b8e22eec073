import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../client';
import type { components } from '@contract/schema.gen';
import { callKey } from '../call-key';

export type User = components['schemas']['User'];

/** `GET /api/user/`: the signed-in user (the profile menu's name, 'Мои данные'). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/user/'),
    queryFn: () => unwrap(api.GET('/api/user/')),
  });
