import createClient, { type Middleware } from 'openapi-fetch';
import { getAuthTokenSource } from './auth-token';
import {
  ApiError,
  hasEnglish,
  parseErrorDetails,
  retryAfterSeconds,
  translateDetails,
  type ErrorDetails,
} from './error';
import type { paths } from './schema.gen';
import { reportNetworkFailure } from './connectivity';
import { CSRF_HEADER, isUnsafeMethod, readCsrfToken } from './csrf';

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

/** Calls the contract marks as authenticated: only they pay for the token's check. */
const needsToken = (schemaPath: string) =>
  schemaPath.startsWith('/api/user/') ||
  schemaPath.startsWith('/api/order/') ||
  schemaPath.startsWith('/api/payment/') ||
  // A signed-in buyer's order joins their history (anonymous orders go without a token).
  schemaPath === '/api/cart/order/' ||
  schemaPath === '/api/auth/logout/';

const TOKEN_HEADER = 'JWT-ACCESS-TOKEN';
/** A copy of each authenticated request as it was sent, to send again once after a refresh. */
const retries = new WeakMap<Request, Request>();

const headers: Middleware = {
  async onRequest({ request, schemaPath }) {
    request.headers.set('Accept', 'application/json');
    if (isUnsafeMethod(request.method)) {
      const csrf = await readCsrfToken();
      if (csrf) request.headers.set(CSRF_HEADER, csrf);
    }
    if (needsToken(schemaPath)) {
      const token = await getAuthTokenSource().getAccessToken();
      if (token) {
        request.headers.set(TOKEN_HEADER, `Bearer ${token}`);
        retries.set(request, request.clone());
      }
    }
    return request;
  },
  // A token the backend refuses although it looked valid (revoked, a new signing key): refresh it
  // and send the call once more; without a new token the 401 stands.
  async onResponse({ request, response }) {
    const copy = retries.get(request);
    if (response.status !== 401 || !copy) return response;
    const sent = copy.headers.get(TOKEN_HEADER)?.replace(/^Bearer /, '') ?? '';
    const token = await getAuthTokenSource().tokenRejected(sent);
    if (!token) return response;
    copy.headers.set(TOKEN_HEADER, `Bearer ${token}`);
    return transport(copy);
  },
};

/** Sends a request to the API and resolves to its answer. */
export type ApiTransport = (request: Request) => Promise<Response>;

/**
 * Where requests go while the server renders a page: a made-up origin, since Node has no page
 * address to resolve `/api/…` against; the server's transport answers them in-process.
 */
export const SERVER_RENDER_ORIGIN = 'http://server-render.invalid';

let transport: ApiTransport = import.meta.env.SSR
  ? () => Promise.reject(new Error('No API transport: the server sets one before rendering.'))
  : (request) =>
      globalThis.fetch(request).catch((error: unknown) => {
        // A call the app cancelled says nothing about the network.
        if (!(error instanceof DOMException && error.name === 'AbortError')) reportNetworkFailure();
        throw error;
      });

/** The server renders pages against its own API (demo backend or proxy): it plugs that in here. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export const api = createClient<paths>({
  baseUrl: import.meta.env.SSR ? SERVER_RENDER_ORIGIN : '',
  pathSerializer: serializePath,
  fetch: (request) => transport(request),
});
api.use(headers);

/** The backend's English messages in Russian; the translations load only when one comes. */
async function inRussianDetails(details: ErrorDetails, status: number): Promise<ErrorDetails> {
  if (!hasEnglish(details)) return details;
  try {
    const { inRussian } = await import('./backend-messages');
    return translateDetails(details, status, inRussian);
  } catch {
    return details;
  }
}

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
    const { status } = result.response;
    throw new ApiError(status, await inRussianDetails(parseErrorDetails(result.error), status), {
      retryAfterS: retryAfterSeconds(result.response.headers.get('retry-after'), result.error),
    });
  }
  return result.data as T;
}
