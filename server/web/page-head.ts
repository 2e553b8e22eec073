import type { FastifyInstance } from 'fastify';
import { type ApiEntity, fetchEntity, lookupDetail, type LookupResult } from './entity-lookup.ts';
import { matchRoute } from './route-table.ts';
import { NOT_FOUND_TITLE, PAGE_TITLES } from './page-titles.ts';

export interface PageHead {
  status: number;
  /** The page's h1 in the first frame (null: the page draws its own heading). */
  h1: string | null;
  /** The document title as the backend's `seo.title` gives it; else built from `label`. */
  title: string | null;
  description: string | null;
  /** What the title is built from when `seo.title` is empty ('label — site name'); defaults to h1. */
  label?: string | null;
  keywords?: string | null;
  og?: { title?: string | null; description?: string | null; image?: string | null } | null;
  /** A content page: the frame draws its 'Главная › h1' trail above the heading, as the client does. */
  contentPage?: boolean;
}

const SAFE_CONTENT_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Fixed pages whose text lives in the backend's pages (`GET /api/pages/{path}/`). */
const FIXED_CONTENT_PAGES: Readonly<Record<string, string>> = { '/about/policy/': 'about/policy' };

const failedHead = (): PageHead => ({ status: 502, h1: null, title: null, description: null });

/** The head fields of an entity, mirroring what the client's PageMeta makes of the same data. */
function entityHead(entity: ApiEntity): Omit<PageHead, 'status' | 'h1'> {
  return {
    label: entity.title,
    title: entity.seo?.title || null,
    description: entity.seo?.description || null,
    keywords: entity.seo?.keywords || null,
    og: { title: entity.og?.title, description: entity.og?.description, image: entity.og?.image },
  };
}

function headFrom(result: LookupResult, h1: (entity: ApiEntity) => string | null): PageHead {
  if (result.kind === 'missing') return notFoundHead();
  if (result.kind === 'failed') return failedHead();
  return { status: 200, h1: h1(result.entity), ...entityHead(result.entity) };
}

/**
 * What the server knows about a page before the client runs: its status (a content path is
 * looked up at `GET /api/pages/{path}/`, a catalogue path at the call that answers it: 404 there
 * is 404 here), its heading, title, description and link-preview (og) data. The lookups go
 * through this same server, so they work for the demo backend and behind API_URL.
 */
export async function resolvePageHead(app: FastifyInstance, path: string): Promise<PageHead> {
  const match = matchRoute(path);
  if (match.kind === 'page') {
    const h1 = PAGE_TITLES[path] ?? null;
    const contentPath = FIXED_CONTENT_PAGES[path];
    if (contentPath) {
      const result = await fetchEntity(app, `/api/pages/${contentPath}/`);
      if (result.kind === 'found') {
        const page = result.entity;
        return { status: 200, h1: page.seo?.h1 || page.title, ...entityHead(page), contentPage: true };
      }
    }
    return { status: 200, h1, title: null, description: null };
  }
  if (match.kind === 'detail') {
    if (match.section === 'payment') return { status: 200, h1: null, title: null, description: null };
    // Detail pages draw their own heading (images, breadcrumbs): the frame writes none.
    return headFrom(await lookupDetail(app, match.section, match.rest), () => null);
  }
  if (!SAFE_CONTENT_PATH.test(match.path)) return notFoundHead();
  const head = headFrom(
    await fetchEntity(app, `/api/pages/${match.path}/`),
    (page) => page.seo?.h1 || page.title,
  );
  return head.status === 200 ? { ...head, contentPage: true } : head;
}

export function notFoundHead(): PageHead {
  return { status: 404, h1: NOT_FOUND_TITLE, title: 'Страница не найдена', description: null };
}
