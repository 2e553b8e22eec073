import type { TourDetail } from '../../src/features/tours/api/types.ts';
import { tourDuration } from '../../src/features/tours/duration.ts';
import { eventDates } from '../../src/features/tours/event-dates.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { formatPrice } from '../../src/shared/lib/format.ts';
import { crumbsHtml, HOME_CRUMB_HTML } from './crumbs-html.ts';
import { escapeHtml } from './escape-html.ts';
import { matchRoute } from './route-table.ts';

/** TourGallery: every picture, so the grid (a strip on a phone, one large and two small on a wide screen) is the same. */
function gallery(images: readonly string[], title: string): string {
  const items = images.map(
    (src, index) =>
      `<li class="tour-gallery__item"><img class="tour-gallery__image" src="${escapeHtml(src)}" width="840" height="560"` +
      ` alt="${escapeHtml(`${title}, фото ${index + 1}`)}"` +
      (index === 0 ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"') +
      ' decoding="async"></li>',
  );
  return `<ul class="tour-gallery" aria-label="Фотографии">${items.join('')}</ul>`;
}

/**
 * The top of a tour page as TourDetailView draws it — trail, heading, facts and the gallery in the
 * layout's main column — so the first picture, the page's largest content, paints with the HTML.
 * Event pages (a chosen departure) are left to the app. React replaces the frame with the same
 * markup in the same place; tests/e2e/preload.spec.ts compares the boxes with scripts off and on.
 */
export function tourFrame(path: string, answers: PreloadedApi): string | null {
  const match = matchRoute(path);
  if (match.kind !== 'detail' || match.section !== 'tours') return null;
  const entries = Object.entries(answers).filter(([, [status]]) => status === 200);
  // A one-segment address may be a group: its page looks different.
  if (entries.some(([url]) => url.startsWith('/api/catalog/group_tours/'))) return null;
  const found = entries.find(([url]) => url.startsWith('/api/catalog/tours/'));
  if (!found) return null;
  const tour = found[1][1] as TourDetail;
  const images = tour.images.length > 0 ? tour.images : [tour.image];
  if (!images[0]) return null;
  const nearest = tour.events[0];
  const trail = [
    HOME_CRUMB_HTML,
    { title: 'Туры', href: '/tours/' },
    { title: tour.group.title, href: tour.group.url },
  ];
  return (
    '<article class="tour-page">' +
    crumbsHtml(trail) +
    `<h1 class="page-title">${escapeHtml(tour.seo?.h1 || tour.title)}</h1>` +
    '<div class="tour-facts">' +
    `<p class="tour-facts__item">${escapeHtml(tourDuration(tour.days, tour.nights))}</p>` +
    (nearest
      ? `<p class="tour-facts__item">Ближайший выезд <span class="tour-facts__dates">${escapeHtml(eventDates(nearest))}</span></p>`
      : '') +
    `<p class="tour-facts__item tour-facts__item--price">от ${escapeHtml(formatPrice(tour.price_from))}</p>` +
    '<a href="#booking" class="button button--primary tour-facts__book">Выбрать дату и туристов</a></div>' +
    `<div class="tour-layout"><div class="tour-layout__main">${gallery(images, tour.title)}</div></div>` +
    '</article>'
  );
}
