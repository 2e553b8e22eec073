/**
 * How big the soak is, from the environment: a bounded load for a 2-core machine that also runs two
 * replicas, Django's runserver, nginx and Redis (about 30–45 requests a second in all by default).
 */
export interface SoakConfig {
  /** SOAK_S: how long the load runs, in seconds. */
  seconds: number;
  /** SOAK_READERS: anonymous visitors reading pages and the API. */
  readers: number;
  /** SOAK_READER_RPS: requests a second of each reader. */
  readerRps: number;
  /** SOAK_BYPASS_EVERY: every n-th read carries the signed-in marker, so it passes nginx's cache. */
  bypassEvery: number;
  /** SOAK_SHOPPERS: anonymous visitors who add an excursion to a new cart and order it, again and again. */
  shoppers: number;
  /** SOAK_SHOPPER_PAUSE_MS: a shopper's pause between two orders. */
  shopperPauseMs: number;
  /** SOAK_TOURISTS: visitors who sign in once and ask for their account all along. */
  tourists: number;
  /** SOAK_TOURIST_PERIOD_MS: how often a tourist asks. */
  touristPeriodMs: number;
  /** SOAK_ACCESS_S: the backend's access-token lifetime: short, so tokens are refreshed during the faults. */
  accessSeconds: number;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name}=${raw}: a number of at least ${min}`);
  return value;
}

export function soakConfig(env: NodeJS.ProcessEnv = process.env, seconds?: number): SoakConfig {
  return {
    seconds: seconds ?? number(env, 'SOAK_S', 600, 30),
    readers: number(env, 'SOAK_READERS', 4, 0),
    readerRps: number(env, 'SOAK_READER_RPS', 6, 0.1),
    bypassEvery: number(env, 'SOAK_BYPASS_EVERY', 5, 1),
    shoppers: number(env, 'SOAK_SHOPPERS', 3, 0),
    shopperPauseMs: number(env, 'SOAK_SHOPPER_PAUSE_MS', 1000, 0),
    tourists: number(env, 'SOAK_TOURISTS', 6, 0),
    touristPeriodMs: number(env, 'SOAK_TOURIST_PERIOD_MS', 1000, 100),
    accessSeconds: number(env, 'SOAK_ACCESS_S', 5, 2),
  };
}
