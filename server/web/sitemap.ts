import type { FastifyInstance } from 'fastify';
import { allItems, pageQuery, type ListAnswer } from '@common/api/list.ts';
import { callInProcess } from '../in-process.ts';

/** The public lists of docs/product.md#routes (carts, orders and account pages are no business of search engines). */
const PUBLIC_LIST_PATHS = [
  '/',
  '/excursions/',
  '/excursions/table/',
  '/excursions_old/',
  '/excursions_old/table/',
  '/tours/',
  '/tours/table/',
  '/hotels/',
  '/about/policy/',
  '/about/comments/',
] as const;

/** A year ahead: the widest search the catalogue answers, so no bookable excursion is left out. */
const SEARCH_DAYS = 365;
const TTL_MS = 10 * 60_000;

interface Linked {
  url: string;
}
interface ExcursionGroup extends Linked {
  excursions: Linked[];
}
interface TourGroup extends Linked {
  tours: Linked[];
}
interface MenuItem extends Linked {
  children: MenuItem[];
}

async function getJson<T>(app: FastifyInstance, url: string): Promise<T | null> {
  try {
    const response = await callInProcess(app, {
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return response.statusCode === 200 ? response.json<T>() : null;
  } catch {
    return null;
  }
}

/** Every item of a list call (a DRF page followed to its end, or a bare array), or null on failure. */
async function getList<T>(app: FastifyInstance, url: string): Promise<T[] | null> {
  const [path = '', search = ''] = url.split('?');
  try {
    return await allItems(async (page) => {
      const query = new URLSearchParams(search);
      for (const [name, value] of Object.entries(pageQuery(page))) query.set(name, String(value));
      const answer = await getJson<ListAnswer<T>>(app, `${path}?${query.toString()}`);
      if (!answer) throw new Error(`${url}: no list`);
      return answer;
    });
  } catch {
    return null;
  }
}

/** An in-site page path in its trailing-slash form, or null (other sites, queries, files). */
function pagePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/)[0]!;
  if (/\.[^/]*$/.test(path)) return null;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Content pages the site links to (menus and banners): those the backend's pages API knows. */
async function contentPaths(app: FastifyInstance): Promise<string[]> {
  const [menus, ...bannerGroups] = await Promise.all([
    getJson<{ header_menu: MenuItem[]; footer_menu: MenuItem[] }>(app, '/api/menus/'),
    ...['header_dropdowns', 'main_blue_banners', 'main_offers_right', 'main_offers_slider'].map((group) =>
      getList<{ link: string }>(app, `/api/banners/${group}/`),
    ),
  ]);
  const flatten = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [item.url, ...flatten(item.children ?? [])]);
  const linked = [
    ...flatten([...(menus?.header_menu ?? []), ...(menus?.footer_menu ?? [])]),
    ...bannerGroups.flatMap((banners) => (banners ?? []).map((banner) => banner.link)),
  ];
  const candidates = new Set<string>();
  for (const url of linked) {
    const path = pagePath(url);
    if (path && path !== '/') candidates.add(path);
  }
  const found = await Promise.all(
    [...candidates].map(async (path) => ((await getJson(app, `/api/pages${path}`)) ? path : null)),
  );
  return found.filter((path): path is string => path !== null);
}

/** Every public list, group, detail and content path, from the same calls the client makes. */
async function collectSitePaths(app: FastifyInstance): Promise<string[]> {
  const dateTo = new Date(Date.now() + SEARCH_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [current, old, mainExcursions, tours, hotels, content] = await Promise.all([
    getList<ExcursionGroup>(app, `/api/catalog/group_excursions/?date_to=${dateTo}`),
    getList<ExcursionGroup>(app, `/api/catalog/group_excursion_list/?date_to=${dateTo}`),
    getList<Linked>(app, '/api/main/group_excursions/'),
    getList<TourGroup>(app, '/api/catalog/group_tours/'),
    getList<{ slug: string }>(app, '/api/hotels/'),
    contentPaths(app),
  ]);
  const paths = [
    ...PUBLIC_LIST_PATHS,
    ...(mainExcursions ?? []).map((group) => group.url),
    ...[...(current ?? []), ...(old ?? [])].flatMap((group) => [
      group.url,
      ...group.excursions.map((item) => item.url),
    ]),
    ...(tours ?? []).flatMap((group) => [group.url, ...group.tours.map((tour) => tour.url)]),
    ...(hotels ?? []).map((hotel) => `/hotels/${encodeURIComponent(hotel.slug)}/`),
    ...content,
  ];
  return [...new Set(paths.map(pagePath).filter((path): path is string => path !== null))];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

export function renderSitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}\n</urlset>\n`
  );
}

export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Link-preview images live under /api/media/; crawlers that honour robots.txt must reach them.
    'Allow: /api/media/',
    'Disallow: /api/',
    'Disallow: /cart/',
    'Disallow: /order/',
    'Disallow: /payment/',
    'Disallow: /user/',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The path list is the same for every host; it is rebuilt at most every ten minutes. */
export function createSitemapCache(app: FastifyInstance): () => Promise<string[]> {
  let cached: { paths: string[]; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < TTL_MS) return cached.paths;
    cached = { paths: await collectSitePaths(app), at: Date.now() };
    return cached.paths;
  };
}
