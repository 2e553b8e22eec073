import type { TourCard, TourGroup } from '../../src/features/tours/api/types.ts';
import { tourDuration } from '../../src/features/tours/duration.ts';
import { eventDates } from '../../src/features/tours/event-dates.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { DATE_FORMS, formatPrice, pluralize, TOUR_FORMS } from '../../src/shared/lib/format.ts';
import { escapeHtml } from './escape-html.ts';
import { answerFor } from './frame-parts.ts';

const TOUR_GROUPS_API = '/api/catalog/group_tours/';

/** TourCard. */
function card(tour: TourCard, eager: boolean): string {
  const [nearest, ...later] = tour.events;
  const dates = nearest
    ? `Ближайший выезд: <strong>${escapeHtml(eventDates(nearest))}</strong>` +
      (later.length > 0 ? `<span> · ещё ${escapeHtml(pluralize(later.length, DATE_FORMS))}</span>` : '')
    : 'Даты уточняйте у менеджера';
  return (
    '<li><article class="card card--lift tour-card">' +
    `<img class="card__image" src="${escapeHtml(tour.image)}" width="420" height="280" alt=""` +
    (eager ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"') +
    ' decoding="async"><div class="card__body">' +
    `<p class="tour-card__duration">${escapeHtml(tourDuration(tour.days, tour.nights))}</p>` +
    `<h3 class="tour-card__title"><a class="card__link tour-card__link" href="${escapeHtml(tour.url)}">${escapeHtml(tour.title)}</a></h3>` +
    `<p class="tour-card__text">${escapeHtml(tour.short_description)}</p>` +
    `<p class="tour-card__dates">${dates}</p>` +
    `<p class="card__price"><span class="card__price-label">от</span> ${escapeHtml(formatPrice(tour.price_from))}</p>` +
    '</div></article></li>'
  );
}

/**
 * The first screen of the tour list as its route draws it — heading, view switch
 * (ToursViewSwitch) and the first group with tours (TourGroupsList) — so the first card's picture
 * paints with the HTML. React replaces it with the same markup in the same place;
 * tests/e2e/preload.spec.ts compares the boxes with scripts off and on.
 */
export function tourListFrame(path: string, answers: PreloadedApi): string | null {
  const answer = path === '/tours/' ? answerFor(answers, TOUR_GROUPS_API) : null;
  const first = (answer?.body as TourGroup[] | undefined)?.find((group) => group.tours.length > 0);
  if (!first) return null;
  const lowest = Math.min(...first.tours.map((tour) => tour.price_from));
  return (
    '<h1 class="page-title">Туры</h1>' +
    '<nav class="view-switch" aria-label="Вид каталога">' +
    '<a class="view-switch__link" aria-current="page" href="/tours/">Списком</a>' +
    '<a class="view-switch__link" href="/tours/table/">Таблицей</a></nav>' +
    '<div class="tour-groups"><section class="tour-group"><div class="tour-group__head">' +
    `<h2 class="tour-group__title"><a href="${escapeHtml(first.url)}">${escapeHtml(first.title)}</a></h2>` +
    `<p class="tour-group__meta">${escapeHtml(`${pluralize(first.tours.length, TOUR_FORMS)} · от ${formatPrice(lowest)}`)}</p></div>` +
    (first.description ? `<p class="tour-group__text">${escapeHtml(first.description)}</p>` : '') +
    `<ul class="card-grid">${first.tours.map((tour, index) => card(tour, index === 0)).join('')}</ul>` +
    '</section></div>'
  );
}
