/**
 * The life of a queued submission (the outbox): waiting → sending → sent, or → needs fixing when
 * the server refuses what was written, or back to waiting with a growing pause when there was no
 * answer worth keeping (no network, a 5xx, a 401, a 408, a 429). Pure: the store and the sender
 * apply it.
 */
export type OutboxState = 'queued' | 'sending' | 'sent' | 'needs-fix';

export interface OutboxFile {
  field: string;
  name: string;
  type: string;
  blob: Blob;
}

export interface OutboxItem {
  /** Client-generated; sent as `client_id`, so a repeated delivery is stored once. */
  id: string;
  /** What sent it ('feedback:header_write_us'), for the screens that list their items. */
  kind: string;
  url: string;
  fields: Record<string, string>;
  file: OutboxFile | null;
  state: OutboxState;
  attempts: number;
  /** Not sent again before this time (ms). */
  nextAttemptAt: number;
  createdAt: number;
  sentAt: number | null;
  /** The server's reasons, by field, when it refused the submission. */
  errors: Record<string, string[]> | null;
  /** The last attempt's HTTP status (0: no answer), null before any. */
  lastStatus: number | null;
}

export type SendOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'refused'; status: number; errors: Record<string, string[]> }
  | { kind: 'failed'; status: number };

/** First pause after a failed attempt; it doubles with each further failure, up to the cap. */
export const OUTBOX_RETRY_BASE_MS = 2000;
export const OUTBOX_RETRY_MAX_MS = 5 * 60 * 1000;

/** Statuses worth trying again as they are; any other 4xx needs the user. */
const RETRYABLE = new Set([0, 401, 408, 425, 429]);

export function outcomeOf(status: number, errors: Record<string, string[]>): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status };
  if (RETRYABLE.has(status) || status >= 500) return { kind: 'failed', status };
  return { kind: 'refused', status, errors };
}

export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS);
}

export function newItem(
  fields: Pick<OutboxItem, 'id' | 'kind' | 'url' | 'fields' | 'file'>,
  now: number,
): OutboxItem {
  return {
    ...fields,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    sentAt: null,
    errors: null,
    lastStatus: null,
  };
}

export const isDue = (item: OutboxItem, now: number): boolean =>
  item.state === 'queued' && item.nextAttemptAt <= now;

/** Waiting to go (or going): what the header counts. */
export const isWaiting = (item: OutboxItem): boolean => item.state !== 'sent';

export function startSending(item: OutboxItem): OutboxItem {
  return { ...item, state: 'sending' };
}

/**
 * An item found 'sending' by whoever holds the outbox's lock was left by a sender that stopped
 * (a closed tab, a killed worker): it goes back to waiting, to be sent again (the server keeps one copy).
 */
export function recoverStale(item: OutboxItem): OutboxItem {
  return item.state === 'sending' ? { ...item, state: 'queued' } : item;
}

export function settle(item: OutboxItem, outcome: SendOutcome, now: number): OutboxItem {
  switch (outcome.kind) {
    case 'delivered':
      return { ...item, state: 'sent', sentAt: now, errors: null, lastStatus: outcome.status };
    case 'refused':
      return { ...item, state: 'needs-fix', errors: outcome.errors, lastStatus: outcome.status };
    case 'failed': {
      const attempts = item.attempts + 1;
      return {
        ...item,
        state: 'queued',
        attempts,
        nextAttemptAt: now + backoffMs(attempts),
        lastStatus: outcome.status,
      };
    }
  }
}

/** The user corrected a refused submission: it waits again, as new, under the same id. */
export function resubmit(
  item: OutboxItem,
  fields: Record<string, string>,
  file: OutboxFile | null,
  now: number,
): OutboxItem {
  return {
    ...item,
    fields,
    file,
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    errors: null,
    lastStatus: null,
  };
}

/** Sent items are shown for a while, then forgotten. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;
export const isExpired = (item: OutboxItem, now: number): boolean =>
  item.state === 'sent' && item.sentAt !== null && now - item.sentAt > SENT_KEPT_MS;
