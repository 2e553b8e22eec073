/**
 * Where the API client gets the access token from. The auth feature plugs its store in at start;
 * shared code never imports a feature.
 */
export interface AuthTokenSource {
  /** A token that is valid now (verified or refreshed as spec §4 says), or null for anonymous calls. */
  getAccessToken(): Promise<string | null>;
}

let source: AuthTokenSource = { getAccessToken: () => Promise.resolve(null) };

export function setAuthTokenSource(next: AuthTokenSource): void {
  source = next;
}

export function getAuthTokenSource(): AuthTokenSource {
  return source;
}
