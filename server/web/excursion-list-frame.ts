import type { ExcursionGroup } from '../../src/features/catalogue/api/types.ts';
import { nearestDates } from '../../src/features/catalogue/excursions/nearest-dates.ts';
import { MAX_TOURISTS } from '../../src/features/catalogue/search-params.ts';
import { withSearch } from '../../src/features/catalogue/ui/url.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { EXCURSION_FORMS, formatDate, formatPrice, pluralize } from '../../src/shared/lib/format.ts';
import { escapeHtml } from './escape-html.ts';
import { answerFor, cardImageHtml, dateFieldHtml, searchFormHtml, stepperHtml } from './frame-parts.ts';

const EXCURSION_LISTS: Record<string, { heading: string; api: string; table: string }> = {
  '/excursions/': {
    heading: 'Экскурсии',
    api: '/api/catalog/group_excursions/?',
    table: '/excursions/table/',
  },
  '/excursions_old/': {
    heading: 'Каталог экскурсий',
    api: '/api/catalog/group_excursion_list/?',
    table: '/excursions_old/table/',
  },
};

type Search = Record<'date_from' | 'date_to' | 'tourists', string>;
type Excursion = ExcursionGroup['excursions'][number];

/** ExcursionCard. */
function card(excursion: Excursion, search: Search, eager: boolean): string {
  const { dates, more } = nearestDates(excursion.events);
  const chips =
    dates.map((day) => `<li class="date-chip">${escapeHtml(formatDate(day))}</li>`).join('') +
    (more > 0 ? `<li class="date-chip date-chip--more">ещё ${more}</li>` : '');
  return (
    '<li><article class="card catalogue-card">' +
    cardImageHtml(excursion.image, eager) +
    '<div class="card__body">' +
    `<h3 class="catalogue-card__title"><a class="card__link" href="${escapeHtml(withSearch(excursion.url, search))}">${escapeHtml(excursion.title)}</a></h3>` +
    `<p class="catalogue-card__text">${escapeHtml(excursion.short_description)}</p>` +
    `<p class="catalogue-card__meta"><span>${escapeHtml(excursion.duration_display)}</span></p>` +
    `<div class="catalogue-card__dates"><span class="visually-hidden">Ближайшие даты:</span><ul class="date-chips">${chips}</ul></div>` +
    `<p class="card__price"><span class="card__price-label">от</span> ${escapeHtml(formatPrice(excursion.price_from))}</p>` +
    '</div></article></li>'
  );
}

/**
 * The first screen of an excursion catalogue as its route draws it — heading, search form
 * (ExcursionSearchForm), view switch (ViewSwitch), count and the first group with its cards
 * (ExcursionGroupsList) — so the first card's picture, the page's largest content on a phone,
 * paints with the HTML. React replaces it with the same markup in the same place;
 * tests/e2e/preload.spec.ts compares the boxes with scripts off and on.
 */
export function excursionListFrame(path: string, answers: PreloadedApi): string | null {
  const page = EXCURSION_LISTS[path];
  const answer = page && answerFor(answers, page.api);
  if (!page || !answer) return null;
  const groups = answer.body as ExcursionGroup[];
  const first = groups[0];
  if (!first) return null;
  const search: Search = {
    date_from: answer.query.get('date_from') ?? '',
    date_to: answer.query.get('date_to') ?? '',
    tourists: answer.query.get('tourists') ?? '1',
  };
  const total = groups.reduce((sum, group) => sum + group.excursions.length, 0);
  const form = searchFormHtml(
    'Поиск экскурсий',
    dateFieldHtml('frame-date-from', 'Дата с', 'date_from', search.date_from) +
      dateFieldHtml('frame-date-to', 'Дата по', 'date_to', search.date_to),
    stepperHtml('Туристов', Number(search.tourists), 1, MAX_TOURISTS),
  );
  const views =
    '<nav aria-label="Вид каталога"><ul class="view-switch">' +
    `<li><a class="active" href="${escapeHtml(withSearch(path, search))}" aria-current="page">Списком</a></li>` +
    `<li><a href="${escapeHtml(withSearch(page.table, search))}">Таблицей</a></li></ul></nav>`;
  return (
    `<h1 class="page-title">${escapeHtml(page.heading)}</h1>` +
    form +
    views +
    '<div class="catalogue-results">' +
    `<p class="catalogue-results__count">Найдено: ${escapeHtml(pluralize(total, EXCURSION_FORMS))}</p>` +
    '<section class="catalogue-group"><div class="catalogue-group__head">' +
    `<h2 class="catalogue-group__title"><a href="${escapeHtml(withSearch(first.url, search))}">${escapeHtml(first.title)}</a></h2>` +
    `<p class="catalogue-group__text">${escapeHtml(first.description)}</p></div>` +
    `<ul class="card-grid card-grid--md">${first.excursions.map((excursion, index) => card(excursion, search, index === 0)).join('')}</ul>` +
    '</section></div>'
  );
}
