import type { HotelCard } from '../../src/features/catalogue/api/types.ts';
import { forNights, stayNights } from '../../src/features/catalogue/hotels/stay.ts';
import { FIRST_SCREEN_HOTELS } from '../../src/features/catalogue/hotels/list-layout.ts';
import { MAX_ADULTS, roomGuests } from '../../src/features/catalogue/search-params.ts';
import { withSearch } from '../../src/features/catalogue/ui/url.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { formatPrice, HOTEL_FORMS, pluralize, STAR_FORMS } from '../../src/shared/lib/format.ts';
import { escapeHtml } from './escape-html.ts';
import { answerFor, cardImageHtml, dateFieldHtml, searchFormHtml, stepperHtml } from './frame-parts.ts';

const HOTELS_API = '/api/catalog/hotels/?';

type Search = Record<'date_from' | 'date_to' | 'room', string>;

/** HotelCard (with Stars). */
function card(hotel: HotelCard, search: Search, eager: boolean): string {
  const stars =
    hotel.stars >= 1
      ? `<span class="stars" role="img" aria-label="${escapeHtml(pluralize(hotel.stars, STAR_FORMS))}">${'★'.repeat(hotel.stars)}</span>`
      : '';
  return (
    '<li><article class="card catalogue-card">' +
    cardImageHtml(hotel.image, eager) +
    `<div class="card__body">${stars}` +
    `<h2 class="catalogue-card__title"><a class="card__link" href="${escapeHtml(withSearch(hotel.url, search))}">${escapeHtml(hotel.title)}</a></h2>` +
    `<p class="hotel-card__place">${escapeHtml(hotel.city)} · ${escapeHtml(hotel.address)}</p>` +
    `<p class="catalogue-card__text">${escapeHtml(hotel.short_description)}</p>` +
    `<p class="card__price"><span class="card__price-label">от</span> ${escapeHtml(formatPrice(hotel.price_from))} ` +
    '<span class="card__price-label">за ночь</span>' +
    `<span class="catalogue-card__price-note">${escapeHtml(formatPrice(hotel.total_from))} ${escapeHtml(forNights(stayNights(search)))}</span></p>` +
    '</div></article></li>'
  );
}

/**
 * The first screen of the hotel list as its route draws it — heading, search form
 * (HotelSearchForm, for a room of adults only), count and the first cards (HotelList) — so the
 * first card's picture paints with the HTML. React replaces it with the same markup in the same
 * place; tests/e2e/preload.spec.ts compares the boxes with scripts off and on.
 */
export function hotelListFrame(path: string, answers: PreloadedApi): string | null {
  const answer = path === '/hotels/' ? answerFor(answers, HOTELS_API) : null;
  if (!answer) return null;
  const { results, count } = answer.body as { results: HotelCard[]; count: number };
  const search: Search = {
    date_from: answer.query.get('date_from') ?? '',
    date_to: answer.query.get('date_to') ?? '',
    room: answer.query.get('room') ?? '',
  };
  const guests = roomGuests(search.room);
  // Children's age pickers are left to the app.
  if (results.length === 0 || guests.childrenAges.length > 0) return null;
  const form = searchFormHtml(
    'Поиск отелей',
    dateFieldHtml('frame-date-from', 'Заезд', 'date_from', search.date_from) +
      dateFieldHtml('frame-date-to', 'Выезд', 'date_to', search.date_to),
    stepperHtml('Взрослые', guests.adults, 1, MAX_ADULTS) +
      '<button type="button" class="button button--ghost add-child">+ Добавить ребёнка</button>',
  );
  return (
    '<h1 class="page-title">Отели</h1>' +
    form +
    '<div class="catalogue-results">' +
    `<p class="catalogue-results__count">Найдено: ${escapeHtml(pluralize(count, HOTEL_FORMS))}</p>` +
    `<ul class="card-grid card-grid--md">${results
      .slice(0, FIRST_SCREEN_HOTELS)
      .map((hotel, index) => card(hotel, search, index === 0))
      .join('')}</ul></div>`
  );
}
