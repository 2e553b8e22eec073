import type { Schemas } from '../contract/types.ts';
import { shared } from './shared.ts';

export interface TripEvents {
  /** Tells the storefront of a booked trip's change; a refusal or failure is logged, never thrown. */
  tell(event: Schemas['TripEvent']): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tripEvents: TripEvents;
  }
}

/**
 * How the demo backend calls the storefront's `tripEvent` webhook (docs/decisions/047): through
 * the teller the server gives it (signed, in-process), or nowhere when it has none.
 */
export const tripEvents = shared<{ tell?: (event: Schemas['TripEvent']) => Promise<void> }>(
  async (app, options) => {
    app.decorate('tripEvents', {
      async tell(event) {
        if (!options.tell) return;
        try {
          await options.tell(event);
        } catch (error) {
          app.log.warn({ err: error, event: event.id }, 'a trip event did not reach the storefront');
        }
      },
    } satisfies TripEvents);
  },
);
