/** Per-field error lists, as the agency's backend sends them (`details`), or `non_field_errors`. */
export type ErrorDetails = Record<string, string[]>;

/** Status 0 means the request never got an answer (offline, DNS, aborted). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  /** On a 429: seconds until the backend takes the call again (`Retry-After`, `retry_after`). */
  readonly retryAfterS: number | undefined;

  constructor(
    readonly status: number,
    readonly details: ErrorDetails,
    options?: { cause?: unknown; retryAfterS?: number | undefined },
  ) {
    super(firstMessage(details) ?? `HTTP ${status}`, options);
    this.retryAfterS = options?.retryAfterS;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The messages for one field, or for the whole form when no field is named. */
  messagesFor(field = 'non_field_errors'): string[] {
    return this.details[field] ?? [];
  }
}

/**
 * Whether a call failed for want of a network (no answer at all, or the browser is offline) rather
 * than by the server's answer.
 */
export function isNetworkFailure(error: unknown): boolean {
  // On the server (and in the worker) a call that got no answer is the service's failure, not the visitor's network.
  if (!('document' in globalThis)) return false;
  if (error instanceof ApiError) return error.isNetworkError;
  // What fetch throws when there is no answer: 'Failed to fetch', 'NetworkError…', 'Load failed'.
  // (A code chunk that failed, 'Failed to fetch dynamically imported module', is not one of them.)
  if (
    error instanceof TypeError &&
    /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/.test(error.message)
  )
    return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function firstMessage(details: ErrorDetails): string | undefined {
  for (const messages of Object.values(details)) if (messages[0]) return messages[0];
  return undefined;
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(toMessages);
  if (value && typeof value === 'object') return Object.values(value).flatMap(toMessages);
  return [];
}

/**
 * Normalises both error shapes the backend may answer with: the agency's wrapper
 * `{"details": {"field": ["…"]}}` and plain DRF `{"detail": "…"}` or `{"field": ["…"]}`.
 */
export function parseErrorDetails(body: unknown): ErrorDetails {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const source =
    record.details && typeof record.details === 'object' && !Array.isArray(record.details)
      ? (record.details as Record<string, unknown>)
      : record;
  const details: ErrorDetails = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === 'code' || key === 'messages' || key === 'retry_after') continue;
    const field = key === 'detail' || key === 'details' ? 'non_field_errors' : key;
    const added = unique([...(details[field] ?? []), ...toMessages(value)]);
    if (added.length > 0) details[field] = added;
  }
  return details;
}

const unique = (messages: string[]): string[] => [...new Set(messages)];

/** A message with Latin letters and no Cyrillic ones: the backend's English (simplejwt's, DRF's). */
const isEnglish = (message: string) => /[A-Za-z]/.test(message) && !/[А-Яа-яЁё]/.test(message);

export const hasEnglish = (details: ErrorDetails): boolean =>
  Object.values(details).some((messages) => messages.some(isEnglish));

/**
 * The details with every message passed through `inRussian` (backend-messages.ts, handed in so
 * that its table loads only where a message needs it), repeats dropped.
 */
export function translateDetails(
  details: ErrorDetails,
  status: number,
  inRussian: (message: string, status: number) => string,
): ErrorDetails {
  return Object.fromEntries(
    Object.entries(details).map(([field, messages]) => [
      field,
      unique(messages.map((message) => inRussian(message, status))),
    ]),
  );
}

/** Seconds to wait before asking again, from a `Retry-After` header or a `retry_after` body field. */
export function retryAfterSeconds(header: string | null, body: unknown): number | undefined {
  const fromBody =
    body && typeof body === 'object' ? (body as Record<string, unknown>).retry_after : undefined;
  const seconds = typeof fromBody === 'number' ? fromBody : header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
