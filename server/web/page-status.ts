import type { FastifyInstance } from 'fastify';
import { matchRoute } from './route-table.ts';

const SAFE_CONTENT_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * The HTTP status of a page path: 200 for a route of the app, and for a catch-all content
 * path whatever `GET /api/pages/{path}/` answers (404 there is 404 here). The lookup goes
 * through this same server, so it works both for the demo backend and behind `API_URL`.
 */
export async function pageStatus(app: FastifyInstance, path: string): Promise<number> {
  const match = matchRoute(path);
  if (match.kind !== 'content') return 200;
  if (!SAFE_CONTENT_PATH.test(match.path)) return 404;
  try {
    const response = await app.inject({
      method: 'GET',
      url: `/api/pages/${match.path}/`,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode === 404) return 404;
    if (response.statusCode >= 500) return 502;
    return 200;
  } catch {
    return 502;
  }
}
