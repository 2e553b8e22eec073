/**
 * Django's CSRF defence (DRF's SessionAuthentication): once the visitor's browser holds a
 * logged-in Django session, an unsafe call must echo the `csrftoken` cookie in `X-CSRFToken`.
 * The header is sent whenever there is such a cookie; a backend without one never sees it.
 */
export const CSRF_HEADER = 'X-CSRFToken';

const CSRF_COOKIE = /(?:^|;\s*)csrftoken=([^;]+)/;

/** The `csrftoken` cookie's value, where the code can read cookies (pages; workers may use cookieStore). */
export async function readCsrfToken(): Promise<string | null> {
  const scope = globalThis as {
    document?: { cookie: string };
    cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  };
  if (scope.document) return CSRF_COOKIE.exec(scope.document.cookie)?.[1] ?? null;
  const store = scope.cookieStore;
  if (!store) return null;
  try {
    return (await store.get('csrftoken'))?.value ?? null;
  } catch {
    return null;
  }
}

export const isUnsafeMethod = (method: string): boolean => !/^(GET|HEAD|OPTIONS|TRACE)$/i.test(method);
