import { CARD_SIZES, pictureSrcSet } from '../../src/features/catalogue/ui/picture.ts';
import { formatDate } from '../../src/shared/lib/format.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * Pieces of the client's markup that the server's list frames draw (the server cannot import
 * JSX); each names the component it follows.
 */

/** The preloaded answer of the first call starting with `prefix`, with its query. */
export function answerFor(
  answers: PreloadedApi,
  prefix: string,
): { body: unknown; query: URLSearchParams } | null {
  const found = Object.entries(answers).find(([url, [status]]) => url.startsWith(prefix) && status === 200);
  return found ? { body: found[1][1], query: new URLSearchParams(found[0].slice(prefix.length)) } : null;
}

/** DateInput, showing an ISO date as DD.MM.YYYY. */
export function dateFieldHtml(id: string, label: string, name: string, isoDate: string): string {
  return (
    `<div class="field"><label class="field__label" for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" class="field__input" inputmode="numeric" autocomplete="off" placeholder="ДД.ММ.ГГГГ" maxlength="10" value="${escapeHtml(formatDate(isoDate))}" name="${name}">` +
    '<p class="field__error"></p></div>'
  );
}

/** Stepper. */
export function stepperHtml(label: string, value: number, min: number, max: number): string {
  const disabled = (off: boolean) => (off ? ' disabled' : '');
  return (
    `<div class="stepper" role="group"><div class="stepper__text"><span class="stepper__label">${escapeHtml(label)}</span></div>` +
    `<div class="stepper__controls"><button type="button" class="stepper__button"${disabled(value <= min)}>−</button>` +
    `<output class="stepper__value">${value}</output>` +
    `<button type="button" class="stepper__button"${disabled(value >= max)}>+</button></div></div>`
  );
}

/** A search form's frame: inert, so nothing is typed into it and lost before the app's own replaces it. */
export function searchFormHtml(label: string, dates: string, guests: string): string {
  return (
    `<form class="search-form" novalidate aria-label="${escapeHtml(label)}" inert>` +
    `<div class="search-form__dates">${dates}</div><div class="search-form__guests">${guests}</div>` +
    '<button type="submit" class="button button--primary search-form__submit">Найти</button></form>'
  );
}

/** CatalogueImage with the card sizes. */
export function cardImageHtml(src: string, eager: boolean): string {
  const srcset = pictureSrcSet(src);
  return (
    `<img class="card__image" src="${escapeHtml(src)}"` +
    (srcset ? ` srcset="${escapeHtml(srcset)}"` : '') +
    ` sizes="${escapeHtml(CARD_SIZES)}" width="420" height="280" alt=""` +
    (eager ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"') +
    ' decoding="async">'
  );
}
