import type { FastifyPluginAsync } from 'fastify';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import { cartSessions, setSessionCookie } from './sessions.ts';

/** `/api/user/session/`: a new cart session, its id in the answer and in the `sessionid` cookie. */
export const newSessionRoutes: FastifyPluginAsync = async (app) => {
  const sessions = cartSessions(app.repositories.carts);
  app.get('/', AT_PREFIX, async (_request, reply) => {
    const sessionid = sessions.create();
    setSessionCookie(reply, sessionid);
    return { sessionid };
  });
};
