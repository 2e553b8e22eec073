import { GALLERY_SIZES, pictureSrcSet } from '../../src/features/catalogue/ui/picture.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { crumbsHtml, HOME_CRUMB_HTML } from './crumbs-html.ts';
import { escapeHtml } from './escape-html.ts';
import { matchRoute } from './route-table.ts';

/** What the frame needs of an excursion answer (GET /api/catalog/excursions/{path}/). */
interface ExcursionAnswer {
  title: string;
  image: string;
  images: string[];
  group: { title: string; url: string };
  seo?: { h1?: string };
}

const CATALOGUE_CRUMB: Record<string, { title: string; href: string }> = {
  excursions: { title: 'Экскурсии', href: '/excursions/' },
  excursions_old: { title: 'Каталог экскурсий', href: '/excursions_old/' },
  'excursions_old/events': { title: 'Каталог экскурсий', href: '/excursions_old/' },
};

/**
 * The top of an excursion page as ExcursionDetailView draws it — trail, heading and the main
 * picture in its grid cell — so the picture (the page's largest content) paints with the HTML.
 * React replaces it with the same markup in the same place; tests/e2e/preload.spec.ts compares
 * the boxes with scripts off and on.
 */
export function excursionFrame(path: string, answers: PreloadedApi): string | null {
  const match = matchRoute(path);
  if (match.kind !== 'detail') return null;
  const catalogue = CATALOGUE_CRUMB[match.section];
  if (!catalogue) return null;
  const entries = Object.entries(answers);
  // A one-segment address may be a group: its page looks different.
  if (entries.some(([url, [status]]) => url.startsWith('/api/catalog/group_') && status === 200)) return null;
  const found = entries.find(
    ([url, [status]]) => url.startsWith('/api/catalog/excursions/') && status === 200,
  );
  if (!found) return null;
  const excursion = found[1][1] as ExcursionAnswer;
  const images = excursion.images.length ? excursion.images : [excursion.image];
  const main = images[0];
  if (!main || !excursion.group) return null;
  const srcset = pictureSrcSet(main);
  const alt = images.length > 1 ? `${excursion.title}, фото 1 из ${images.length}` : excursion.title;
  const picture =
    `<img class="gallery__main" src="${escapeHtml(main)}"` +
    (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(GALLERY_SIZES)}"` : '') +
    ` width="840" height="560" alt="${escapeHtml(alt)}" fetchpriority="high" decoding="async">`;
  return (
    crumbsHtml([HOME_CRUMB_HTML, catalogue, { title: excursion.group.title, href: excursion.group.url }]) +
    `<h1 class="page-title">${escapeHtml(excursion.seo?.h1 || excursion.title)}</h1>` +
    `<div class="excursion-detail"><div class="excursion-detail__media"><div class="gallery">${picture}</div></div></div>`
  );
}
