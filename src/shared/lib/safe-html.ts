declare const sanitised: unique symbol;

/**
 * HTML from the backend after this side's sanitiser: the only HTML the page inserts (RichText).
 * Only `sanitizeHtml` and `withSafeHtml` below make one, so an unsanitised string cannot reach
 * the page by mistake.
 */
export type SafeHtml = string & { readonly [sanitised]: true };

/** An API answer whose HTML fields `K` have been sanitised: what its query function returns. */
export type WithSafeHtml<T, K extends keyof T> = Omit<T, K> & { [P in K]: SafeHtml };

/** The keys of `T` whose values are strings. */
export type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | undefined;

/**
 * Sanitise once, where the data comes in (decision 020): the query functions sanitise what the API
 * answered, and the query cache, the server's dehydrated data and the copies kept on the device
 * (src/shared/api/cache-format.ts) hold only sanitised HTML. This side's sanitiser is imported
 * here: on the server sanitize-html (its build inlines the import); in the browser DOMPurify, in a
 * chunk of its own, only when a query function runs there (a client navigation, an offline answer
 * of the service worker), never for a page that came with its data.
 */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= (
    import.meta.env.SSR ? import('./html-sanitizer.server') : import('./html-sanitizer.browser')
  ).then(
    (module) => module.sanitize,
    (error: unknown) => {
      // A chunk that failed to load (the network dropped) is asked for again next time.
      sanitizer = undefined;
      throw error;
    },
  );
  return sanitizer;
}

/** One HTML string, sanitised. */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const sanitize = await loadSanitizer();
  return sanitize(html) as SafeHtml;
}

/** `data` with its HTML fields `keys` sanitised. */
export async function withSafeHtml<T extends object, K extends TextKeys<T>>(
  data: T,
  ...keys: K[]
): Promise<WithSafeHtml<T, K>> {
  const sanitize = await loadSanitizer();
  const safe = { ...data };
  for (const key of keys) safe[key] = sanitize(data[key] as string) as T[K];
  return safe as unknown as WithSafeHtml<T, K>;
}
