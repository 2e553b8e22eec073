import { CARD_SIZES, GALLERY_SIZES, pictureSrcSet } from '../../src/features/catalogue/ui/picture.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { escapeHtml } from './escape-html.ts';

/** Detail answers whose first picture is the page's largest content (its LCP element). */
const GALLERY_CALL = /^\/api\/catalog\/(excursions|hotels\/[^/?]+|room_type)\/[^?]*\/(\?|$)/;
const TOUR_CALL = /^\/api\/catalog\/tours\/[^?]+\/$/;
/** Lists (and group pages) whose first card's picture is the largest content on a phone. */
const EXCURSION_CARDS_CALL = /^\/api\/catalog\/group_excursion(s|_list)\//;
const HOTEL_CARDS_CALL = /^\/api\/catalog\/hotels\/\?/;
const TOUR_CARDS_CALL = /^\/api\/catalog\/group_tours\//;

interface Pictured {
  image?: unknown;
  images?: unknown;
}

function firstPicture(body: unknown): string | null {
  const { image, images } = (body ?? {}) as Pictured;
  const first = Array.isArray(images) && typeof images[0] === 'string' ? images[0] : image;
  return typeof first === 'string' && first.startsWith('/') ? first : null;
}

/** The first card of a list answer: a group's items, a list of groups' items, or a page of results. */
function firstCard(body: unknown, items: 'excursions' | 'tours' | 'results'): unknown {
  const groups = Array.isArray(body) ? body : [body];
  for (const group of groups) {
    const list = (group as Record<string, unknown> | null)?.[items];
    if (Array.isArray(list) && list.length > 0) return list[0];
  }
  return null;
}

function preloadLink(src: string, sizes: string | null): string {
  const srcset = sizes ? pictureSrcSet(src) : undefined;
  const responsive =
    srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high">`;
}

/**
 * A `<link rel="preload">` for a page's largest picture — a detail page's main picture, or a
 * list's first card — with the srcset and sizes its <img> will have, so it loads alongside the
 * scripts instead of after them.
 */
export function heroImagePreload(answers: PreloadedApi): string {
  for (const [url, [status, body]] of Object.entries(answers)) {
    if (status !== 200) continue;
    if (EXCURSION_CARDS_CALL.test(url) || HOTEL_CARDS_CALL.test(url) || TOUR_CARDS_CALL.test(url)) {
      const items = EXCURSION_CARDS_CALL.test(url)
        ? 'excursions'
        : HOTEL_CARDS_CALL.test(url)
          ? 'results'
          : 'tours';
      const src = firstPicture(firstCard(body, items));
      // Tour cards have one size; excursion and hotel cards offer a srcset.
      if (src) return preloadLink(src, items === 'tours' ? null : CARD_SIZES);
      continue;
    }
    const src = firstPicture(body);
    if (!src) continue;
    if (GALLERY_CALL.test(url)) return preloadLink(src, GALLERY_SIZES);
    if (TOUR_CALL.test(url)) return preloadLink(src, null);
  }
  return '';
}
