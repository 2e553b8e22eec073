import createClient, { type Middleware } from 'openapi-fetch';
import {
  ApiError,
  hasEnglish,
  parseErrorDetails,
  retryAfterSeconds,
  translateDetails,
  type ErrorDetails,
} from '@common/api/error';
import type { paths } from '@contract/schema.gen';
import { isDotSegment } from '@common/dot-segment';
import { reportNetworkFailure } from './connectivity';
import { CSRF_HEADER, isUnsafeMethod, readCsrfToken } from '@common/api/csrf';
import { callRefused, sessionState } from '@/shared/session/session-state';

/**
 * `{path}` values may hold slashes (content pages): encode each segment, keep the slashes. A path
 * from a page address is data: a dot segment in it is no page (404), never another call.
 */
export function serializePath(template: string, params: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    const segments = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').split('/');
    if (segments.some(isDotSegment)) throw new ApiError(404, { non_field_errors: ['Не найдено.'] });
    return segments.map(encodeURIComponent).join('/');
  });
}

/** A copy of each call made while signed in, to send once more if the server renewed the session. */
const retries = new WeakMap<Request, Request>();
/** Sign-in calls answer 401 for a wrong password or code: that says nothing about the session. */
const signingIn = (schemaPath: string) => schemaPath.startsWith('/api/auth/');

const headers: Middleware = {
  async onRequest({ request, schemaPath }) {
    request.headers.set('Accept', 'application/json');
    if (isUnsafeMethod(request.method)) {
      const csrf = await readCsrfToken();
      if (csrf) request.headers.set(CSRF_HEADER, csrf);
    }
    if (sessionState.signedIn && !signingIn(schemaPath)) retries.set(request, request.clone());
    return request;
  },
  // The server holds the tokens (server/session/): a 401 means it could not renew the session, or
  // the backend refused a token that looked good and the server will check it again. Once more,
  // then, if the session is still there; otherwise it has ended.
  async onResponse({ request, response }) {
    const copy = retries.get(request);
    if (response.status !== 401 || !copy) return response;
    if (!callRefused()) return response;
    const again = await transport(copy);
    if (again.status === 401) callRefused();
    return again;
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

export interface FetchResult<T> {
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
    // Refused before it was sent (a path that is no page): not the network's doing.
    if (cause instanceof ApiError) throw cause;
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
