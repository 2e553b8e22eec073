/**
 * The push services of the browsers (Chrome and Edge's FCM, Firefox's autopush, Safari's, Windows'):
 * the server sends only there, so a subscription cannot make it call an address of the visitor's
 * choosing (its own network, say).
 */
const BROWSER_PUSH_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
];

/**
 * Whether an endpoint is at a push service: https, a browser's service's host on the default port,
 * or one of the origins `PUSH_SERVICE_ORIGINS` adds (the tests' own service).
 */
export function isPushService(endpoint: string, extraOrigins: readonly string[]): boolean {
  if (endpoint.length > 2000) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.port === '' && BROWSER_PUSH_HOSTS.some((host) => host.test(url.hostname));
}
