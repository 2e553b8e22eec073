/**
 * One visitor's cookies for one site, as a browser keeps them for the load's virtual users: each
 * `Set-Cookie` stores or replaces its cookie, and one that expires it (an empty value with a past
 * `Expires`, or `Max-Age` of 0 or less) removes it. Paths and domains are not told apart: every
 * cookie the storefront sets is for `/` of its one host.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the answer's `Set-Cookie` headers; the names of the cookies it ended (held or not). */
  store(headers: Headers): string[] {
    const removed: string[] = [];
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      if (split < 1) continue;
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      if (value === '' || expires(attributes)) {
        this.cookies.delete(name);
        removed.push(name);
      } else {
        this.cookies.set(name, value);
      }
    }
    return removed;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The `Cookie` header to send, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Whether a cookie's attributes end it now. */
function expires(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const split = attribute.indexOf('=');
    const key = (split < 0 ? attribute : attribute.slice(0, split)).trim().toLowerCase();
    const value = split < 0 ? '' : attribute.slice(split + 1).trim();
    // Max-Age wins over Expires (RFC 6265, 5.3).
    if (key === 'max-age') return Number(value) <= 0;
  }
  for (const attribute of attributes) {
    const split = attribute.indexOf('=');
    if (split < 0 || attribute.slice(0, split).trim().toLowerCase() !== 'expires') continue;
    const at = Date.parse(attribute.slice(split + 1).trim());
    if (!Number.isNaN(at) && at <= Date.now()) return true;
  }
  return false;
}
