/**
 * The API answers a page's HTML carries (written by server/web/page-preload.ts): a JSON object in
 * a `<script type="application/json">` of this id, from the call's path and query to its status
 * and body.
 */
export const API_PRELOAD_ELEMENT_ID = 'api-preload';

export type PreloadedApi = Record<string, [status: number, body: unknown]>;
