import type { FastifyPluginAsync } from 'fastify';
import { DEV_TOOLS, type Fault } from './schemas.ts';

/** `/api/dev/faults/`: arms a fault (plugins/faults.ts) for the calling session, or for everyone. */
export const faultRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: Fault }>(
    '/faults/',
    { schema: { body: DEV_TOOLS.injectFault.body } },
    async (request, reply) => {
      app.faults.arm(request.body, request.cookies.sessionid ?? null);
      return reply.code(201).send(request.body);
    },
  );
};
