import { clockSkewSeconds, refreshAheadSeconds, tokenTimes } from './jwt-times.ts';
import {
  MemorySessionStore,
  SessionStoreUnavailable,
  type RefreshResult,
  type SessionStore,
  type TokenPair,
} from './session-store.ts';

export type { TokenPair } from './session-store.ts';

/** A call to the backend's token endpoints: its status and JSON body (null when there was no answer). */
export type BackendCall = (
  path: string,
  body: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

/** What a visitor's pair comes to before a call: the token to send, a new pair to keep, or the end. */
export type Outcome =
  | { kind: 'use'; access: string; renewed: TokenPair | null }
  | { kind: 'ended' }
  /**
   * The backend did not answer: the call goes out with the token the visitor has while it is still
   * alive; with none (null), the call is not sent and the session stays.
   */
  | { kind: 'unreachable'; access: string | null }
  /** The shared session store did not answer: nothing was refreshed, the call waits for another try. */
  | { kind: 'unavailable' };

/** Verified tokens remembered (a token is checked once, docs/product.md#tokens); the oldest go first. */
const MAX_VERIFIED = 10_000;

const refused = (status: number) => status >= 400 && status < 500;

/**
 * Keeps the visitors' access tokens usable on the server (the backend-for-frontend): each token is
 * verified once, refreshed ahead of its end by the backend's clock, and refreshed once per refresh
 * token however many calls and tabs find it stale at the same moment, on this process or on any
 * other that shares its `SessionStore`.
 */
export class TokenKeeper {
  /**
   * Verified tokens, in this process only: a verification is only a saving (the backend checks the
   * token again on the call itself), asking twice on two replicas is harmless, and a shared cache
   * would add a round trip to Redis to every signed-in call and make them all depend on it.
   */
  private readonly verified = new Map<string, true>();
  /** How far the backend's clock is ahead of ours, read from tokens it has just issued. */
  private skewS = 0;

  constructor(
    private readonly backend: BackendCall,
    private readonly now: () => number = Date.now,
    /** Where the refreshes in flight and in grace are kept: this process's memory unless shared. */
    private readonly store: SessionStore = new MemorySessionStore(now),
  ) {}

  /**
   * A pair the backend has just made (a sign-in, a rotation): the newer `iat` of its two tokens
   * tells the backend's clock, and the access token counts as verified. Both are looked at because
   * simplejwt copies a refresh token's `iat` into the access tokens it makes from it.
   */
  issued(pair: TokenPair): void {
    const newest = [pair.access, pair.refresh].reduce((a, b) =>
      (tokenTimes(b).issuedAt ?? -Infinity) > (tokenTimes(a).issuedAt ?? -Infinity) ? b : a,
    );
    this.skewS = clockSkewSeconds(newest, this.now() / 1000);
    this.remember(pair.access);
  }

  /** The backend refused `access` although it looked good (revoked, a new key): it is checked again. */
  rejected(access: string): void {
    this.verified.delete(access);
  }

  /** docs/product.md#tokens: verified before use; refreshed when near its end or refused; a refused refresh ends it. */
  async prepare(access: string | null, refresh: string | null): Promise<Outcome> {
    if (access && this.fresh(access)) {
      const verdict = await this.verify(access);
      if (verdict === 'valid') return { kind: 'use', access, renewed: null };
      if (verdict === 'unreachable') return { kind: 'unreachable', access };
    }
    if (!refresh) return { kind: 'ended' };
    let pair: RefreshResult;
    try {
      pair = await this.store.refreshOnce(refresh, () => this.refresh(refresh));
    } catch (error) {
      if (error instanceof SessionStoreUnavailable) return { kind: 'unavailable' };
      // A token already past its end would only be refused, and the refusal would sign the
      // visitor out: when the backend is back a moment later (its outage ending), that is a race.
      return { kind: 'unreachable', access: access && this.alive(access) ? access : null };
    }
    if (!pair) return { kind: 'ended' };
    // A pair another replica got is as good as one got here: the backend has just issued it.
    this.remember(pair.access);
    return { kind: 'use', access: pair.access, renewed: pair };
  }

  /** Not past its end by the backend's clock. */
  private alive(access: string): boolean {
    const { expiresAt } = tokenTimes(access);
    return expiresAt === null || expiresAt - (this.now() / 1000 + this.skewS) > 0;
  }

  private fresh(access: string): boolean {
    const { expiresAt } = tokenTimes(access);
    if (expiresAt === null) return true;
    return expiresAt - (this.now() / 1000 + this.skewS) > refreshAheadSeconds(access);
  }

  private async verify(access: string): Promise<'valid' | 'refused' | 'unreachable'> {
    if (this.verified.has(access)) return 'valid';
    const answer = await this.backend('/api/auth/token/verify/', { token: access }).catch(() => null);
    if (!answer || answer.status >= 500) return 'unreachable';
    if (refused(answer.status)) return 'refused';
    this.remember(access);
    return 'valid';
  }

  private remember(access: string): void {
    this.verified.set(access, true);
    if (this.verified.size > MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value!);
  }

  /** Null when the backend refuses the refresh token; throws when it does not answer. */
  private async refresh(refresh: string): Promise<RefreshResult> {
    const answer = await this.backend('/api/auth/token/refresh/', { refresh });
    if (refused(answer.status)) return null;
    const body = answer.body as { access?: unknown; refresh?: unknown } | null;
    if (answer.status >= 300 || typeof body?.access !== 'string') throw new Error('No new token');
    // A backend that rotates sends a new refresh token, whose `iat` is its clock now; one that does
    // not keeps the old one valid, and its access token's `iat` may be the old one's: the clock
    // read at sign-in stands.
    if (typeof body.refresh !== 'string') {
      this.remember(body.access);
      return { access: body.access, refresh };
    }
    const pair = { access: body.access, refresh: body.refresh };
    this.issued(pair);
    return pair;
  }
}
