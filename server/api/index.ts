import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_SEAT_HOLD_MINUTES } from './domain/holds.ts';
import { registerApiErrorHandling } from './errors.ts';
import { auth } from './plugins/auth.ts';
import { database } from './plugins/db.ts';
import { djangoPaths } from './plugins/django-paths.ts';
import { faults } from './plugins/faults.ts';
import { forms } from './plugins/forms.ts';
import { holds } from './plugins/holds.ts';
import { jsonBody } from './plugins/json-body.ts';
import { mail } from './plugins/mail.ts';
import { pictures } from './plugins/pictures.ts';
import { repositories } from './plugins/repositories.ts';
import { requestSchemas } from './plugins/request-schemas.ts';
import { tripEvents } from './plugins/trip-events.ts';
import { tripReminders } from './plugins/trip-reminders.ts';
import type { Schemas } from './contract/types.ts';
import { apiRoutes } from './routes/index.ts';

export interface DemoApiOptions {
  databasePath: string;
  jwtSecret: string | undefined;
  /**
   * The `/api/dev/*` test tools (`DEMO_DEV_TOOLS=1`); without them those calls are 404. With them,
   * the per-address limits (registrations, wrong codes, unpaid orders) are far looser.
   */
  devTools: boolean;
  /** How long an unpaid order holds its places (`SEAT_HOLD_MINUTES`, 30 by default). */
  seatHoldMinutes?: number;
  /** How a booked trip's change reaches the storefront's push webhook (server/push); none: nowhere. */
  tellTripEvent?: (event: Schemas['TripEvent']) => Promise<void>;
}

/**
 * The embedded demo backend: the contract (contract/openapi.yaml) over a local SQLite file. Register under /api.
 * Plugins first (the request's handling, then what handlers use: `db`, `repositories`, `auth`,
 * `mail`, `pictures`), then each routes file at its prefix.
 */
export const demoApi: FastifyPluginAsync<DemoApiOptions> = async (app, options) => {
  registerApiErrorHandling(app);
  await app.register(requestSchemas);
  // Before djangoPaths, whose catch-all route reads its JSON bodies with this parser.
  await app.register(jsonBody);
  await app.register(djangoPaths);
  await app.register(forms);
  await app.register(database, { databasePath: options.databasePath });
  await app.register(repositories);
  await app.register(auth, { jwtSecret: options.jwtSecret });
  await app.register(holds, {
    seatHoldMinutes: options.seatHoldMinutes ?? DEFAULT_SEAT_HOLD_MINUTES,
    devTools: options.devTools,
  });
  await app.register(mail);
  await app.register(tripEvents, options.tellTripEvent ? { tell: options.tellTripEvent } : {});
  await app.register(tripReminders);
  await app.register(pictures);
  if (options.devTools) await app.register(faults);
  await app.register(apiRoutes, { devTools: options.devTools });
};
