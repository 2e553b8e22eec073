import type { Fault } from '../routes/dev/schemas.ts';
import { shared } from './shared.ts';

interface Faults {
  /** The next `fault.times` calls to the path fail, only the session's when armed from one. */
  arm(fault: Fault, session: string | null): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: Faults;
  }
}

/**
 * Test tools only: faults armed by tests make the next non-GET calls to a path fail as an overloaded
 * backend would. Armed from a session (its sessionid cookie), they hit only that session's calls:
 * tests running side by side do not spend each other's faults. Register before the routes it covers.
 */
export const faults = shared(async (app) => {
  const armed: Array<{ path: string; status: number; left: number; session: string | null }> = [];
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || armed.length === 0) return;
    const path = request.url.split('?')[0];
    const session = request.cookies.sessionid ?? null;
    const fault = armed.find(
      (candidate) =>
        candidate.path === path &&
        candidate.left > 0 &&
        (candidate.session === null || candidate.session === session),
    );
    if (!fault) return;
    fault.left -= 1;
    return reply.code(fault.status).send({ detail: 'Сервис временно недоступен.' });
  });
  app.decorate('faults', {
    arm(fault, session) {
      armed.push({ path: fault.path, status: fault.status, left: fault.times, session });
    },
  } satisfies Faults);
});
