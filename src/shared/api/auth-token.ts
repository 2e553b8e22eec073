/**
 * Where the API client gets the access token from. The session plugs itself in at start; the client
 * stays free of the session's imports.
 */
export interface AuthTokenSource {
  /** A token that is valid now (verified or refreshed as spec §4 says), or null for anonymous calls. */
  getAccessToken(): Promise<string | null>;
  /**
   * The backend answered 401 to a call that carried `token`: a fresh token to try once more, or null
   * when there is none (the session has ended).
   */
  tokenRejected(token: string): Promise<string | null>;
}

let source: AuthTokenSource = {
  getAccessToken: () => Promise.resolve(null),
  tokenRejected: () => Promise.resolve(null),
};

export function setAuthTokenSource(next: AuthTokenSource): void {
  source = next;
}

export function getAuthTokenSource(): AuthTokenSource {
  return source;
}
