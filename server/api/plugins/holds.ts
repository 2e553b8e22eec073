import { seatHolds, type SeatHolds } from '../domain/holds.ts';
import type { AttemptLimits } from '../lib/attempt-limiter.ts';
import { nowMs } from '../lib/time.ts';
import { clockMoved } from '../../web/test-clock.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The places unpaid orders hold, and their expiry (domain/holds.ts). */
    holds: SeatHolds;
    /**
     * A per-client-address limit as the demo applies it: as given, or far looser with the test tools
     * on (`DEMO_DEV_TOOLS=1`), whose end-to-end runs register and order many times from 127.0.0.1.
     */
    perAddress: (limits: AttemptLimits) => AttemptLimits;
    /** How many unpaid orders without an account one address may place an hour. */
    unpaidOrdersPerAddress: number;
  }
}

/** Relaxed per-address limits allow this many times as many tries (test tools on). */
const RELAXED = 100;
const UNPAID_ANONYMOUS_ORDERS_PER_ADDRESS = 5;

/**
 * Seat holds and the per-address limits (after `repositories`). Before any request is handled, the
 * holds that ran out are released: what it reads or takes of the places is then current.
 */
export const holds = shared<{ seatHoldMinutes: number; devTools: boolean }>(async (app, options) => {
  app.decorate('holds', seatHolds(app.db, app.repositories, options.seatHoldMinutes));
  app.decorate('perAddress', (limits: AttemptLimits) =>
    options.devTools ? { ...limits, free: limits.free * RELAXED } : limits,
  );
  app.decorate(
    'unpaidOrdersPerAddress',
    UNPAID_ANONYMOUS_ORDERS_PER_ADDRESS * (options.devTools ? RELAXED : 1),
  );
  app.addHook('onRequest', async () => {
    // A test's request at another moment (a page at Moscow midnight) would cancel the orders other
    // tests are paying for.
    if (clockMoved()) return;
    app.holds.releaseExpired(nowMs());
  });
});
