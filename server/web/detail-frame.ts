import { GALLERY_SIZES, pictureSrcSet } from '../../src/features/catalogue/ui/picture.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { pluralize, STAR_FORMS } from '../../src/shared/lib/format.ts';
import { crumbsHtml, HOME_CRUMB_HTML } from './crumbs-html.ts';
import { escapeHtml } from './escape-html.ts';
import { matchRoute, type DetailSection } from './route-table.ts';

/** What a frame needs of a detail answer (an excursion or a hotel). */
interface DetailAnswer {
  title: string;
  image: string;
  images: string[];
  seo?: { h1?: string };
  /** Excursions. */
  group?: { title: string; url: string };
  /** Hotels. */
  stars?: number;
  city?: string;
  address?: string;
}

const CATALOGUE_CRUMB: Partial<Record<DetailSection, { title: string; href: string }>> = {
  excursions: { title: 'Экскурсии', href: '/excursions/' },
  excursions_old: { title: 'Каталог экскурсий', href: '/excursions_old/' },
  'excursions_old/events': { title: 'Каталог экскурсий', href: '/excursions_old/' },
  hotels: { title: 'Отели', href: '/hotels/' },
};

/** Gallery.tsx's main picture, before the thumbnails. */
function gallery(entity: DetailAnswer): string | null {
  const images = entity.images.length ? entity.images : [entity.image];
  const main = images[0];
  if (!main) return null;
  const srcset = pictureSrcSet(main);
  const alt = images.length > 1 ? `${entity.title}, фото 1 из ${images.length}` : entity.title;
  return (
    `<div class="gallery"><img class="gallery__main" src="${escapeHtml(main)}"` +
    (srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(GALLERY_SIZES)}"` : '') +
    ` width="840" height="560" alt="${escapeHtml(alt)}" fetchpriority="high" decoding="async"></div>`
  );
}

/** HotelDetailView's line under the heading: stars (Stars.tsx), city and address. */
function hotelPlace(hotel: DetailAnswer): string {
  const stars = hotel.stars ?? 0;
  const starsHtml =
    stars >= 1
      ? `<span class="stars" role="img" aria-label="${escapeHtml(pluralize(stars, STAR_FORMS))}">${'★'.repeat(stars)}</span>`
      : '';
  return `<p class="hotel-detail__place">${starsHtml} ${escapeHtml(hotel.city ?? '')} · ${escapeHtml(hotel.address ?? '')}</p>`;
}

/**
 * The top of an excursion or hotel page as ExcursionDetailView / HotelDetailView draw it — trail,
 * heading, and the main picture in its grid cell — so the picture (the page's largest content)
 * paints with the HTML. React replaces it with the same markup in the same place;
 * tests/e2e/preload.spec.ts compares the boxes with scripts off and on.
 */
export function detailFrame(path: string, answers: PreloadedApi): string | null {
  const match = matchRoute(path);
  if (match.kind !== 'detail') return null;
  const catalogue = CATALOGUE_CRUMB[match.section];
  if (!catalogue) return null;
  const entries = Object.entries(answers).filter(([, [status]]) => status === 200);
  // A one-segment address may be a group: its page looks different.
  if (entries.some(([url]) => url.startsWith('/api/catalog/group_'))) return null;
  const hotel = match.section === 'hotels';
  // A room type (/hotels/{hotel}/{room}/) has a page of its own, without a frame.
  const prefix = hotel ? '/api/catalog/hotels/' : '/api/catalog/excursions/';
  const found = entries.find(([url]) => url.startsWith(prefix));
  if (!found) return null;
  const entity = found[1][1] as DetailAnswer;
  const picture = gallery(entity);
  if (!picture || (!hotel && !entity.group)) return null;
  const trail = [HOME_CRUMB_HTML, catalogue];
  if (entity.group) trail.push({ title: entity.group.title, href: entity.group.url });
  const heading = `<h1 class="page-title">${escapeHtml(entity.seo?.h1 || entity.title)}</h1>`;
  const block = hotel ? 'hotel-detail' : 'excursion-detail';
  return (
    crumbsHtml(trail) +
    heading +
    (hotel ? hotelPlace(entity) : '') +
    `<div class="${block}"><div class="${block}__media">${picture}</div></div>`
  );
}
