import type { CookieJar } from './cookie-jar.ts';

/** Long enough for a page under load, short enough that a hung request shows within a phase. */
const TIMEOUT_MS = 15_000;

/** Who sent a request: the load's three kinds of virtual user. */
export type Role = 'reader' | 'shopper' | 'tourist';

/** One request of the load, as the report counts it. Times are ms since the soak began. */
export interface Sample {
  role: Role;
  /** Whether it carried a signed-in session (token cookies): the rest are anonymous. */
  signedIn: boolean;
  method: string;
  /** The path without its query. */
  path: string;
  start: number;
  end: number;
  /** null: no answer at all (refused, reset, or no headers within the timeout). */
  status: number | null;
  /** Why there was no answer, or why its body broke off. */
  error?: string;
  /** The body came whole: an HTML page ends with `</html>`, a JSON answer parses. */
  complete: boolean;
  /** The body is an error in the contract's shape: JSON `{"detail": "…"}`, the detail in Russian. */
  contractError: boolean;
  /** A 503 in the contract's error shape (`{"detail": "…"}` in Russian): the session store is away. */
  storeAway: boolean;
  /** nginx's id for the request, to find it in the access log. */
  requestId?: string;
  /** The start of the body of a 5xx or an incomplete answer, for the report. */
  snippet?: string;
}

/** The soak's clock: ms since it began. */
export class SoakClock {
  private readonly origin = performance.now();
  /** The wall-clock time it began, for matching the logs. */
  readonly startedAt = new Date();

  now(): number {
    return performance.now() - this.origin;
  }
}

export interface SendOptions {
  role: Role;
  method?: string;
  /** Path and query, on the deployment's origin. */
  path: string;
  jar?: CookieJar;
  /** Cookies sent besides the jar's (`signed_in=1`: past nginx's cache, as a signed-in visitor's pages go). */
  extraCookie?: string;
  /** Sent as JSON, with the site's own `Origin` as a browser sends it with an unsafe call. */
  json?: unknown;
}

export interface Answer {
  sample: Sample;
  /** The parsed body of a JSON answer. */
  body?: unknown;
  text?: string;
  /** The cookies the answer ended (see CookieJar.store). */
  removedCookies: string[];
}

const RUSSIAN = /[А-Яа-яЁё]/;

/** Sends the load's requests to one origin and keeps a sample of each. */
export class SoakClient {
  readonly samples: Sample[] = [];

  constructor(
    readonly origin: string,
    readonly clock: SoakClock,
  ) {}

  async send({ role, method = 'GET', path, jar, extraCookie, json }: SendOptions): Promise<Answer> {
    const cookie = [jar?.header(), extraCookie].filter(Boolean).join('; ');
    const signedIn = Boolean(jar?.get('access_token') || jar?.get('refresh_token'));
    const headers: Record<string, string> = { accept: 'text/html,application/json;q=0.9' };
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.origin = this.origin;
    }
    const start = this.clock.now();
    const sample: Sample = {
      role,
      signedIn,
      method,
      path: path.split('?', 1)[0]!,
      start,
      end: start,
      status: null,
      complete: false,
      contractError: false,
      storeAway: false,
    };
    this.samples.push(sample);
    const answer: Answer = { sample, removedCookies: [] };
    let response: Response;
    // One deadline for the headers and the body: a body that stalls counts as much as no answer.
    const signal = AbortSignal.timeout(TIMEOUT_MS);
    try {
      response = await fetch(`${this.origin}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      sample.end = this.clock.now();
      sample.error = describe(error);
      return answer;
    }
    sample.status = response.status;
    sample.requestId = response.headers.get('x-request-id') ?? undefined;
    answer.removedCookies = jar?.store(response.headers) ?? [];
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      sample.end = this.clock.now();
      sample.error = `body: ${describe(error)}`;
      return answer;
    }
    sample.end = this.clock.now();
    answer.text = text;
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      try {
        answer.body = JSON.parse(text) as unknown;
        sample.complete = true;
      } catch {
        sample.complete = false;
      }
    } else if (type.includes('html')) {
      sample.complete = text.trimEnd().toLowerCase().endsWith('</html>');
    } else {
      // A redirect, an empty answer or a file: nothing to tell a whole one by but the length.
      const length = response.headers.get('content-length');
      const encoded = response.headers.has('content-encoding');
      sample.complete = length === null || encoded || Buffer.byteLength(text) === Number(length);
    }
    const detail = (answer.body as { detail?: unknown } | undefined)?.detail;
    sample.contractError = typeof detail === 'string' && RUSSIAN.test(detail);
    sample.storeAway = response.status === 503 && sample.contractError;
    if (response.status >= 500 || !sample.complete) sample.snippet = text.slice(0, 160).replace(/\s+/g, ' ');
    return answer;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `timeout after ${TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
