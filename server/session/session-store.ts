import { createHash } from 'node:crypto';

/** What the stores key a token by: its hash, never the token itself. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface TokenPair {
  access: string;
  refresh: string;
}

/** What a refresh came to: the new pair, or null when the backend refused the refresh token. */
export type RefreshResult = TokenPair | null;

/** A replaced pair is still honoured this long, so parallel calls and tabs never present it twice. */
export const GRACE_MS = 60_000;

/** The store of shared session state did not answer: nothing can be decided about a refresh now. */
export class SessionStoreUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The session store does not answer', { cause });
    this.name = 'SessionStoreUnavailable';
  }
}

/**
 * What the token keeper shares between the server's processes: the one refresh per refresh token
 * and its outcome during the grace. One process keeps it in memory; several behind a balancer keep
 * it in Redis, so that two tabs reaching two replicas still make one refresh.
 */
export interface SessionStore {
  /**
   * Runs `refresh` once per refresh token among all who share the store: callers that come while it
   * runs, or within the grace after it, get its result (the refused one too). When `refresh` throws
   * (no answer from the backend) the next caller tries again, and this throws what it threw. Throws
   * `SessionStoreUnavailable` when the store itself does not answer.
   */
  refreshOnce(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult>;
  /**
   * Signed out: the access token is refused from now until `untilMs` (its expiry), by every
   * process that shares the store, though the backend would still take it. Throws
   * `SessionStoreUnavailable` when the store does not answer.
   */
  endAccess(accessToken: string, untilMs: number): Promise<void>;
  /** Whether `endAccess` ended this token. Throws `SessionStoreUnavailable` when the store does not answer. */
  accessEnded(accessToken: string): Promise<boolean>;
  /** Whether the store answers now (a readiness check); never throws. */
  ping(): Promise<boolean>;
  /** Waits a little for the store's first connection at start; never throws. */
  connect(): Promise<void>;
  close(): Promise<void>;
}

/** The state in this process's memory: one server process needs nothing else. */
export class MemorySessionStore implements SessionStore {
  private readonly refreshing = new Map<string, { result: Promise<RefreshResult>; settledAt: number }>();
  /** Ended access tokens (their hashes) and until when each is refused. */
  private readonly ended = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  refreshOnce(refreshToken: string, refresh: () => Promise<RefreshResult>): Promise<RefreshResult> {
    const now = this.now();
    for (const [token, entry] of this.refreshing)
      if (entry.settledAt > 0 && now - entry.settledAt > GRACE_MS) this.refreshing.delete(token);
    const known = this.refreshing.get(refreshToken);
    if (known) return known.result;
    const entry = { result: refresh(), settledAt: 0 };
    entry.result.then(
      () => (entry.settledAt = this.now()),
      // No answer: the next call tries again.
      () => this.refreshing.delete(refreshToken),
    );
    this.refreshing.set(refreshToken, entry);
    return entry.result;
  }

  async endAccess(accessToken: string, untilMs: number): Promise<void> {
    const now = this.now();
    for (const [token, until] of this.ended) if (until <= now) this.ended.delete(token);
    if (untilMs > now) this.ended.set(tokenDigest(accessToken), untilMs);
  }

  async accessEnded(accessToken: string): Promise<boolean> {
    return (this.ended.get(tokenDigest(accessToken)) ?? 0) > this.now();
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async connect(): Promise<void> {}

  async close(): Promise<void> {
    this.refreshing.clear();
    this.ended.clear();
  }
}
