import { CookieJar } from './cookie-jar.ts';
import { BACKEND_USER } from './deployment.ts';
import { pause } from './pause.ts';
import type { SoakConfig } from './soak-config.ts';
import type { Answer, SoakClient } from './soak-requests.ts';

/** What the readers read: pages of every kind, a detail page of each catalogue, and the API the pages call. */
export const READER_PATHS = [
  '/',
  '/excursions/',
  '/tours/',
  '/hotels/',
  '/about/policy/',
  '/excursions/pskov-obzornye/pskovskij-kreml/',
  '/hotels/staryj-pskov/',
  '/api/configs/',
  '/api/menus/',
];

/** Excursions whose dates the shoppers book (tests/compat/django/shop/seed/excursions.py): 20 places each. */
const BOOKED = [
  'pskov-obzornye/pskovskij-kreml',
  'pskov-obzornye/zapskove-peshkom',
  'izborsk-pechory/izborskaya-krepost',
  'izborsk-pechory/mihajlovskoe',
];

/** One shopper's try: a new cart, an excursion in it, the order. */
export interface OrderAttempt {
  email: string;
  /** How far it got: the session id, the cart, or the order call. */
  stage: 'session' | 'cart' | 'order';
  /** The order call's status (null: no answer, or it was not made). */
  status: number | null;
  /** The order call answered 2xx. */
  acknowledged: boolean;
  /** A 400 because the places ran out (not a fault of the deployment, but the soak books less). */
  noPlaces: boolean;
  /** ms since the soak began. */
  start: number;
}

/** A signed-in tourist found signed out: a 401 from `/api/user/` or the access cookie cleared. */
export interface SignOut {
  tourist: number;
  at: number;
  status: number | null;
  how: string;
}

/**
 * Event ids the shoppers spread their orders over: the booked excursions' dates from tomorrow on
 * (today's may have started), from the backend itself, but for the day `except` names. Throws
 * when the seed has none.
 */
export async function bookableEvents(
  backendUrl: string,
  { except }: { except?: string } = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (const excursion of BOOKED) {
    const answer = await fetch(`${backendUrl}/api/catalog/excursions/${excursion}/`);
    const { events } = (await answer.json()) as {
      events: Array<{ id: number; date: string; places_left: number }>;
    };
    const first = events.map((event) => event.date).sort()[0];
    ids.push(
      ...events
        .filter((event) => event.date !== first && event.date !== except && event.places_left > 0)
        .map((event) => event.id),
    );
  }
  if (ids.length === 0) throw new Error(`No bookable dates of ${BOOKED.join(', ')}`);
  return ids;
}

/** The load's virtual users, running until `stop()`; what they saw beyond the samples. */
export class Load {
  readonly attempts: OrderAttempt[] = [];
  readonly signOuts: SignOut[] = [];
  /** Sign-ins that did not answer 200 (each tourist tries again a second later). */
  failedSignIns = 0;
  private readonly stopping = new AbortController();
  private readonly running: Array<Promise<void>> = [];
  private nextEvent = 0;

  constructor(
    private readonly client: SoakClient,
    private readonly config: SoakConfig,
    private readonly events: number[],
    /** Part of every buyer's e-mail: the orders of this run are found by it. */
    readonly emailTag: string,
  ) {}

  start(): void {
    const { readers, shoppers, tourists } = this.config;
    for (let index = 0; index < readers; index++) this.running.push(this.reader(index));
    for (let index = 0; index < shoppers; index++) this.running.push(this.shopper(index));
    for (let index = 0; index < tourists; index++) this.running.push(this.tourist(index));
  }

  /** Stops the users: each finishes the request it has out, then the promise resolves. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.running);
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted;
  }

  /** Paces a loop: waits what is left of `periodMs` since `since`. */
  private pace(since: number, periodMs: number): Promise<void> {
    return pause(periodMs - (performance.now() - since), this.stopping.signal);
  }

  private async reader(index: number): Promise<void> {
    const period = 1000 / this.config.readerRps;
    // Readers start apart, so their requests do not come in bursts.
    await pause(index * (period / Math.max(1, this.config.readers)), this.stopping.signal);
    for (let read = index; !this.stopped; read++) {
      const began = performance.now();
      const path = READER_PATHS[read % READER_PATHS.length]!;
      const marked = read % this.config.bypassEvery === 0;
      await this.client.send({ role: 'reader', path, extraCookie: marked ? 'signed_in=1' : undefined });
      await this.pace(began, period);
    }
  }

  private async shopper(index: number): Promise<void> {
    await pause(index * 300, this.stopping.signal);
    for (let attempt = 1; !this.stopped; attempt++) {
      await this.order(`soak-${this.emailTag}-s${index}-${attempt}@example.com`);
      await pause(this.config.shopperPauseMs, this.stopping.signal);
    }
  }

  /** One order as the app makes it: a session id, the excursion in the cart, the order with the buyer. */
  private async order(email: string): Promise<void> {
    const jar = new CookieJar();
    const attempt: OrderAttempt = {
      email,
      stage: 'session',
      status: null,
      acknowledged: false,
      noPlaces: false,
      start: this.client.clock.now(),
    };
    this.attempts.push(attempt);
    const session = await this.client.send({ role: 'shopper', path: '/api/user/session/', jar });
    const sessionid = (session.body as { sessionid?: unknown } | undefined)?.sessionid;
    if (session.sample.status !== 200 || typeof sessionid !== 'string') return;
    attempt.stage = 'cart';
    const query = `?sessionid=${encodeURIComponent(sessionid)}`;
    const eventId = this.events[this.nextEvent++ % this.events.length]!;
    const added = await this.client.send({
      role: 'shopper',
      method: 'PATCH',
      path: `/api/cart/excursion/${query}`,
      jar,
      json: { event_id: eventId, tourists: { vzroslyi: 1 } },
    });
    if (added.sample.status !== 200) {
      attempt.noPlaces = refusedForPlaces(added);
      return;
    }
    attempt.stage = 'order';
    const placed = await this.client.send({
      role: 'shopper',
      method: 'POST',
      path: `/api/cart/order/${query}`,
      jar,
      json: {
        last_name: 'Соколова',
        first_name: 'Ольга',
        email,
        phone: '+79215550101',
        personal_data_consent: true,
      },
    });
    attempt.status = placed.sample.status;
    attempt.acknowledged = placed.sample.status !== null && placed.sample.status < 300;
    attempt.noPlaces = refusedForPlaces(placed);
  }

  private async tourist(index: number): Promise<void> {
    const period = this.config.touristPeriodMs;
    await pause(index * (period / Math.max(1, this.config.tourists)), this.stopping.signal);
    let jar = await this.signIn();
    while (!this.stopped) {
      const began = performance.now();
      if (!jar) {
        jar = await this.signIn();
        await this.pace(began, period);
        continue;
      }
      const access = jar.get('access_token');
      const sentAt = Date.now() / 1000;
      const answer = await this.client.send({ role: 'tourist', path: '/api/user/', jar });
      const cleared = answer.removedCookies.includes('access_token');
      if (answer.sample.status === 401 || cleared) {
        this.signOuts.push({
          tourist: index,
          at: answer.sample.start,
          status: answer.sample.status,
          how: `${answer.sample.status ?? 'no answer'}${cleared ? ', access_token cookie cleared' : ''}; ${tokenLife(access, sentAt)}`,
        });
        // Signs in again, as the visitor would, so the rest of the run still counts.
        jar = null;
      }
      // Not quite a second: a tourist locked in step with the token's lifetime would meet the same
      // moment of it every time, and no other.
      await this.pace(began, period * (0.9 + 0.2 * Math.random()));
    }
  }

  /** A sign-in with the backend's account, as the sign-in dialog makes it: the jar, or null if refused. */
  private async signIn(): Promise<CookieJar | null> {
    if (this.stopped) return null;
    const jar = new CookieJar();
    const answer = await this.client.send({
      role: 'tourist',
      method: 'POST',
      path: '/api/auth/token/',
      jar,
      json: BACKEND_USER,
    });
    if (answer.sample.status === 200 && jar.get('access_token')) return jar;
    this.failedSignIns++;
    return null;
  }
}

/** A 400 that says the places ran out (`Мест нет`, `Осталось мест: …`, `Недостаточно мест: …`). */
const refusedForPlaces = (answer: Answer) => answer.sample.status === 400 && /мест/i.test(answer.text ?? '');

/** How long the access token sent had left by its `exp`, for telling a refresh that came too late. */
function tokenLife(access: string | undefined, sentAt: number): string {
  if (!access) return 'no access token was sent';
  try {
    const { exp } = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown;
    };
    if (typeof exp !== 'number') return 'the access token sent has no exp';
    const left = exp - sentAt;
    return `the access token sent had ${left.toFixed(2)} s left`;
  } catch {
    return 'the access token sent is not a JWT';
  }
}
