import createClient, { type Middleware } from 'openapi-fetch';
import { getAuthTokenSource } from './auth-token';
import { ApiError, parseErrorDetails } from './error';
import { takePreloadedAnswer } from './preloaded-api';
import type { paths } from './schema.gen';

/** `{path}` values may hold slashes (content pages): encode each segment, keep the slashes. */
function serializePath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    return (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
      .split('/')
      .map(encodeURIComponent)
      .join('/');
  });
}

const headers: Middleware = {
  async onRequest({ request, schemaPath }) {
    request.headers.set('Accept', 'application/json');
    // Token checks cost a round trip at worst: only calls the contract marks as authenticated pay it.
    if (
      schemaPath.startsWith('/api/user/') ||
      schemaPath.startsWith('/api/order/') ||
      schemaPath.startsWith('/api/payment/')
    ) {
      const token = await getAuthTokenSource().getAccessToken();
      if (token) request.headers.set('JWT-ACCESS-TOKEN', `Bearer ${token}`);
    }
    return request;
  },
};

export const api = createClient<paths>({
  baseUrl: '',
  pathSerializer: serializePath,
  // The page's HTML may already carry the answer (server/web/page-preload.ts).
  fetch: (request) => {
    const preloaded = takePreloadedAnswer(request);
    return preloaded ? Promise.resolve(preloaded) : globalThis.fetch(request);
  },
});
api.use(headers);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Resolves to the body of a 2xx answer; anything else becomes an `ApiError` with status and details. */
export async function unwrap<T>(pending: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await pending;
  } catch (cause) {
    throw new ApiError(0, { non_field_errors: ['Нет соединения с сервером.'] }, { cause });
  }
  if (!result.response.ok) {
    throw new ApiError(result.response.status, parseErrorDetails(result.error));
  }
  return result.data as T;
}
