import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the storefront does to the headers of an answer of the `API_URL` backend before the visitor
 * gets it (decision 032). The backend's answers are served on the storefront's origin, where the
 * server adds the signed-in visitor's token to the calls a page makes: nothing the backend sends
 * (an uploaded HTML or SVG file under `/media/`, an error page) may run there, send the visitor
 * elsewhere, or tell the visitor where and what the backend is.
 */

/** Where the backend is: its origin and the path `API_URL` mounts it under (`''` or `/backend`). */
export interface BackendAddress {
  origin: string;
  basePath: string;
}

/** The policy of every answer that is neither JSON nor a raster picture: nothing in it runs or loads. */
export const SANDBOX_POLICY = "sandbox; default-src 'none'";

/** Pictures no browser runs anything of (SVG is a document with scripts: not one of them). */
const RASTER_PICTURES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/**
 * Types a browser shows without running anything in them: these are shown (sandboxed) when opened.
 * Every other type is a download, HTML, SVG, XML, scripts, PDFs and a missing type among them.
 * PDFs download because Chromium and Safari refuse to show one in a sandboxed document, and
 * without the sandbox a PDF viewer's forms and scripts would run on the storefront's origin.
 */
const SHOWN_INLINE = [/^text\/plain$/, /^text\/csv$/, /^audio\//, /^video\//];

/** Headers that tell what the backend runs on, and proxies' notes of the way the answer came. */
const BANNERS = new Set([
  'server',
  'x-powered-by',
  'via',
  'x-runtime',
  'x-generator',
  'x-aspnet-version',
  'x-aspnetmvc-version',
  'x-backend-server',
  'x-served-by',
]);
const BANNER_PREFIXES = ['x-django', 'x-drf'];

/**
 * Headers that would act on the storefront's origin as a whole: `Refresh` is a redirect by another
 * name, `Clear-Site-Data` would wipe the visitor's cookies and the app's data kept on the device.
 */
const NOT_THE_BACKENDS = new Set(['refresh', 'clear-site-data']);

/** An answer's media type, lower case, without parameters (`''` when there is none). */
export function mediaType(contentType: unknown): string {
  const value: unknown = Array.isArray(contentType) ? contentType[0] : contentType;
  return typeof value === 'string' ? (value.split(';', 1)[0] ?? '').trim().toLowerCase() : '';
}

/** JSON: `application/json` and its kinds (`application/problem+json` and any `+json`). */
export function isJson(type: string): boolean {
  return type === 'application/json' || /^application\/[\w.!#$&^-]+\+json$/.test(type);
}

/** How an answer of this media type is served: as it is, sandboxed, or sandboxed and downloaded. */
export function answerKind(type: string): 'as-is' | 'sandboxed' | 'download' {
  if (isJson(type) || RASTER_PICTURES.has(type)) return 'as-is';
  if (SHOWN_INLINE.some((pattern) => pattern.test(type))) return 'sandboxed';
  return 'download';
}

/**
 * A URL the backend wrote (resolved against the URL it answered) as the storefront's: on the
 * backend's origin it becomes the same path on the storefront's (its mount path taken off); on
 * the storefront's own host (a backend that builds its URLs on `X-Forwarded-Host`) it stays there,
 * on the storefront's scheme. Path-absolute if the backend's was relative, absolute on `ourOrigin`
 * if it named an origin. Anything on another origin, or not http(s), is `null`: the storefront
 * does not send visitors where the backend says.
 */
export function asOurUrl(
  value: string,
  answered: URL,
  backend: BackendAddress,
  ourOrigin: string,
): string | null {
  let url: URL;
  try {
    url = new URL(value.trim(), answered);
  } catch {
    return null;
  }
  const onBackend = url.origin === backend.origin;
  const onUs =
    (url.protocol === 'http:' || url.protocol === 'https:') && url.host === new URL(ourOrigin).host;
  if (!onBackend && !onUs) return null;
  const { basePath } = backend;
  let path = url.pathname;
  if (onBackend && basePath && (path === basePath || path.startsWith(`${basePath}/`)))
    path = path.slice(basePath.length) || '/';
  const local = `${path}${url.search}${url.hash}`;
  // Written with a scheme or as `//host/…`: the backend named an origin, we name ours.
  return /^\s*([a-z][a-z\d+.-]*:|\/\/)/i.test(value) ? `${ourOrigin}${local}` : local;
}

/** A `Link` header's entries (`<url>; rel=…`), commas inside `<…>` and quoted parameters kept. */
const LINK_ENTRY = /<([^>]*)>((?:[^,"]|"(?:[^"\\]|\\.)*")*)/g;

/** A `Link` header with the backend's links made the storefront's and links elsewhere left out. */
export function rewriteLink(
  value: string,
  answered: URL,
  backend: BackendAddress,
  ourOrigin: string,
): string | null {
  const kept: string[] = [];
  for (const [, target = '', parameters = ''] of value.matchAll(LINK_ENTRY)) {
    const ours = asOurUrl(target, answered, backend, ourOrigin);
    if (ours !== null) kept.push(`<${ours}>${parameters.trimEnd()}`);
  }
  return kept.length ? kept.join(', ') : null;
}

/** The backend's answer to the proxied request, to read its relative URLs against. */
function answeredUrl(request: FastifyRequest, backend: BackendAddress): URL {
  return new URL(`${backend.basePath}${request.url}`, backend.origin);
}

/** Requests whose answer's `Location` pointed off the storefront and was dropped. */
const offSite = new WeakSet<FastifyRequest>();

/**
 * The backend's headers as the storefront passes them on: banners, `Refresh` and
 * `Clear-Site-Data` dropped; `Location` and `Link` on the backend's origin (or relative) made the
 * storefront's, and dropped when they point anywhere else.
 */
export function rewriteAnswerHeaders(
  headers: IncomingHttpHeaders,
  request: FastifyRequest,
  backend: BackendAddress,
  ourOrigin: string,
): IncomingHttpHeaders {
  const answered = answeredUrl(request, backend);
  const next: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || BANNERS.has(key) || NOT_THE_BACKENDS.has(key)) continue;
    if (BANNER_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    if (key === 'location') {
      const location = asOurUrl(String(value), answered, backend, ourOrigin);
      if (location !== null) next.location = location;
      else offSite.add(request);
      continue;
    }
    if (key === 'link') {
      const link = rewriteLink([value].flat().join(', '), answered, backend, ourOrigin);
      if (link !== null) next.link = link;
      continue;
    }
    next[key] = value;
  }
  return next;
}

/** Statuses whose answer has no body to show (and a 304's headers update what the browser kept). */
const hasNoBody = (status: number) => status < 200 || status === 204 || status === 304;

/**
 * Once the status and headers are on the reply: an answer that is neither JSON nor a raster
 * picture gets a sandbox policy that lets nothing run or load (the backend's own policy is
 * replaced: it was written for the backend's origin), and is a download unless it is of a type
 * shown without running anything. Every answer is `nosniff`.
 */
export function protectAnswer(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  if (hasNoBody(reply.statusCode)) return;
  if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/octet-stream');
  const kind = answerKind(mediaType(reply.getHeader('content-type')));
  if (kind === 'as-is') return;
  reply.header('content-security-policy', SANDBOX_POLICY);
  if (kind === 'download') {
    const disposition = reply.getHeader('content-disposition');
    // A file name the backend gave is kept: `inline; filename="a.pdf"` → `attachment; filename="a.pdf"`.
    reply.header(
      'content-disposition',
      typeof disposition === 'string' ? disposition.replace(/^\s*[^;]*/, 'attachment') : 'attachment',
    );
  }
}

/** The backend's headers that describe its body: gone when the storefront answers in its place. */
const BODY_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-security-policy',
  'link',
];

/** Clears what the backend's headers said of the body it sent, before another body is sent. */
export function dropAnswerBody(reply: FastifyReply): void {
  for (const name of BODY_HEADERS) reply.removeHeader(name);
}

/** Answers a redirect the storefront will not pass on (see `asOurUrl`) in place of the backend. */
function refuseRedirect(request: FastifyRequest, reply: FastifyReply, body: { destroy(): void }): void {
  request.log.warn({ status: reply.statusCode }, 'the backend redirected off the storefront: answered 502');
  body.destroy();
  dropAnswerBody(reply);
  void reply
    .code(502)
    .header('cache-control', 'no-store')
    .send({ detail: 'Сервер вернул перенаправление на другой сайт.' });
}

/**
 * Called with the backend's status and (rewritten) headers on the reply, before its body is sent:
 * a redirect off the storefront is answered 502 here (`false`: nothing more to send), any other
 * answer is protected (`protectAnswer`) and goes on (`true`).
 */
export function passOnAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { destroy(): void },
): boolean {
  const redirect = reply.statusCode >= 300 && reply.statusCode < 400 && reply.statusCode !== 304;
  if (redirect && offSite.has(request)) {
    refuseRedirect(request, reply, body);
    return false;
  }
  protectAnswer(reply);
  return true;
}
