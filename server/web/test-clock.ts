import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const TEST_NOW_HEADER = 'x-test-now';

/**
 * Test mode only (TEST_CLOCK=1): a request carrying `x-test-now: <ISO time>` is answered, and its
 * page rendered with the API calls it makes, as if the clock read that moment (then ran on). The
 * end-to-end tests put a browser at Moscow midnight without a server of their own.
 */
const offsets = new AsyncLocalStorage<number>();

/**
 * Whether this request stands at another moment (`x-test-now`): what it would change for everyone
 * (releasing others' seat holds) waits for a request on the real clock.
 */
export const clockMoved = (): boolean => (offsets.getStore() ?? 0) !== 0;

export function registerTestClock(app: FastifyInstance): void {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + (offsets.getStore() ?? 0);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[TEST_NOW_HEADER];
    const at = typeof header === 'string' ? Date.parse(header) : NaN;
    if (Number.isNaN(at)) return done();
    // The rest of this request (hooks, handler, the render's in-process API calls) runs in here.
    offsets.run(at - realNow(), done);
  });
}
