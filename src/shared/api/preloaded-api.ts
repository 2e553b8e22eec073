import { API_PRELOAD_ELEMENT_ID, type PreloadedApi } from './preloaded-contract';

/** Answers older than this are not served: by then the page has long asked what it needed. */
const PRELOADED_API_TTL_MS = 10_000;

export type PreloadedAnswers = Map<string, PreloadedApi[string]>;

/**
 * The answer for this GET (path and query as the client writes them) taken out of `answers`, so
 * each is served at most once; undefined sends the request to the network.
 */
export function takeAnswer(
  answers: PreloadedAnswers,
  request: Request,
  origin: string,
): Response | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== origin) return undefined;
  const key = url.pathname + url.search;
  const entry = answers.get(key);
  if (!entry) return undefined;
  answers.delete(key);
  const [status, body] = entry;
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let pageAnswers: PreloadedAnswers | null = null;

function readPageAnswers(): PreloadedAnswers {
  if (pageAnswers) return pageAnswers;
  pageAnswers = new Map();
  const element = document.getElementById(API_PRELOAD_ELEMENT_ID);
  if (!element?.textContent) return pageAnswers;
  try {
    pageAnswers = new Map(Object.entries(JSON.parse(element.textContent) as PreloadedApi));
  } catch {
    // A damaged element only costs the requests it would have saved.
  }
  element.remove();
  return pageAnswers;
}

/** The answer the page's HTML brought for this request, while the page is starting. */
export function takePreloadedAnswer(request: Request): Response | undefined {
  if (typeof document === 'undefined' || performance.now() > PRELOADED_API_TTL_MS) return undefined;
  return takeAnswer(readPageAnswers(), request, location.origin);
}
