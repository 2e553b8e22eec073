import type { FastifyInstance } from 'fastify';
import { API_PRELOAD_ELEMENT_ID, type PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';

/** A slow backend must not hold the page back: calls not answered by then are left to the client. */
const PRELOAD_TIMEOUT_MS = 400;

/** Statuses the client's loaders act on; anything else it asks again itself. */
const KEPT_STATUSES = new Set([200, 404]);

async function answer(app: FastifyInstance, url: string): Promise<[string, [number, unknown]] | null> {
  try {
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    if (!KEPT_STATUSES.has(response.statusCode)) return null;
    return [url, [response.statusCode, response.json<unknown>()]];
  } catch {
    return null;
  }
}

/**
 * Asks this same server (demo backend or API_URL proxy) the public GET calls a page will make, so
 * the HTML can carry the answers. Never anything personal: no cookies or tokens are passed on.
 */
export async function preloadApi(app: FastifyInstance, urls: readonly string[]): Promise<PreloadedApi> {
  const collected: PreloadedApi = {};
  const pending = urls.map(async (url) => {
    const entry = await answer(app, url);
    if (entry) collected[entry[0]] = entry[1];
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(pending),
    new Promise((resolve) => (timer = setTimeout(resolve, PRELOAD_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  return { ...collected };
}

/** The answers as an inert script element; `<` is escaped so no body can close the element. */
export function preloadScript(data: PreloadedApi): string {
  if (Object.keys(data).length === 0) return '';
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${API_PRELOAD_ELEMENT_ID}">${json}</script>`;
}
