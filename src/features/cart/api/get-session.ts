import { api, unwrap } from '@/shared/api/client';

/** `GET /api/user/session/`: a new anonymous session id for the cart. */
export const getSession = () => unwrap(api.GET('/api/user/session/'));
