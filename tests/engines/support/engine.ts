/**
 * One browser session of an engine other than Chromium, driven through its own driver (not
 * Playwright's page): what the flows need of it, the same for WebKitGTK and Firefox.
 */
export interface Engine {
  readonly name: 'webkit' | 'firefox';
  /** Opens `url` by its address, as the address bar or a link from a letter does. */
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (its arguments and result are JSON); a returned promise is awaited. */
  run<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  /** The element at `xpath` once it is shown; the press of a pointer on it. */
  click(xpath: string): Promise<void>;
  /** Keys typed one by one into the field at `xpath` (shown), as a visitor types them. */
  type(xpath: string, text: string): Promise<void>;
  /** Script errors and console errors (a failed hydration among them) since the last `goto`. */
  errors(): Promise<string[]>;
  /** Whether the current page's errors have been followed since before it hydrated. */
  watchedFromStart(): boolean;
  close(): Promise<void>;
}

/**
 * The app has hydrated the server's HTML: the document has been read (its bootstrap data with it)
 * and the router has removed that data, as it does once hydrated.
 */
export const isHydrated = () => document.readyState !== 'loading' && !('$_TSR' in window);

/** An XPath string literal for `text`, whatever quotes it holds. */
export function literal(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  return `concat(${text
    .split("'")
    .map((part) => `'${part}'`)
    .join(`, "'", `)})`;
}
