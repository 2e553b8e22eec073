import type { FastifyInstance } from 'fastify';
import { matchRoute } from './route-table.ts';
import { NOT_FOUND_TITLE, PAGE_TITLES } from './page-titles.ts';

export interface PageHead {
  status: number;
  /** The page's h1; the document title too unless `title` says otherwise. */
  h1: string | null;
  title: string | null;
  description: string | null;
}

const SAFE_CONTENT_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

interface ApiPage {
  title: string;
  seo?: { title?: string; description?: string; h1?: string };
}

/**
 * What the server knows about a page before the client runs: its status (a content path is
 * looked up at `GET /api/pages/{path}/`: 404 there is 404 here) and its heading and title.
 * The lookup goes through this same server, so it works for the demo backend and behind API_URL.
 */
export async function resolvePageHead(app: FastifyInstance, path: string): Promise<PageHead> {
  const match = matchRoute(path);
  if (match.kind === 'page') {
    return { status: 200, h1: PAGE_TITLES[path] ?? null, title: null, description: null };
  }
  if (match.kind === 'detail') return { status: 200, h1: null, title: null, description: null };
  if (!SAFE_CONTENT_PATH.test(match.path)) return notFoundHead();
  try {
    const response = await app.inject({
      method: 'GET',
      url: `/api/pages/${match.path}/`,
      headers: { accept: 'application/json' },
    });
    if (response.statusCode === 404) return notFoundHead();
    if (response.statusCode >= 400) return { status: 502, h1: null, title: null, description: null };
    const page = response.json<ApiPage>();
    return {
      status: 200,
      h1: page.seo?.h1 || page.title,
      title: page.seo?.title || page.title,
      description: page.seo?.description || null,
    };
  } catch {
    return { status: 502, h1: null, title: null, description: null };
  }
}

function notFoundHead(): PageHead {
  return { status: 404, h1: NOT_FOUND_TITLE, title: 'Страница не найдена', description: null };
}
