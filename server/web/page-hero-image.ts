import { GALLERY_SIZES, pictureSrcSet } from '../../src/features/catalogue/ui/picture.ts';
import type { PreloadedApi } from '../../src/shared/api/preloaded-contract.ts';
import { escapeHtml } from './escape-html.ts';

/** Detail answers whose first picture is the page's largest content (its LCP element). */
const GALLERY_CALL = /^\/api\/catalog\/(excursions|hotels\/[^/?]+|room_type)\/[^?]*\/(\?|$)/;
const TOUR_CALL = /^\/api\/catalog\/tours\/[^?]+\/$/;
const GROUP_CALL = /^\/api\/catalog\/group_(excursions|tours)\/[^?]+\/(\?|$)/;

interface Pictured {
  image?: unknown;
  images?: unknown;
}

function firstPicture(body: unknown): string | null {
  const { image, images } = (body ?? {}) as Pictured;
  const first = Array.isArray(images) && typeof images[0] === 'string' ? images[0] : image;
  return typeof first === 'string' && first.startsWith('/') ? first : null;
}

/**
 * A `<link rel="preload">` for the main picture of a detail page, with the srcset and sizes its
 * <img> will have, so the picture loads alongside the scripts instead of after them.
 */
export function heroImagePreload(answers: PreloadedApi): string {
  const entries = Object.entries(answers).filter(([, [status]]) => status === 200);
  if (entries.some(([url]) => GROUP_CALL.test(url))) return '';
  for (const [url, [, body]] of entries) {
    const src = firstPicture(body);
    if (!src) continue;
    if (GALLERY_CALL.test(url)) {
      const srcset = pictureSrcSet(src);
      const responsive = srcset
        ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(GALLERY_SIZES)}"`
        : '';
      return `<link rel="preload" as="image" href="${escapeHtml(src)}"${responsive} fetchpriority="high">`;
    }
    if (TOUR_CALL.test(url)) {
      return `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`;
    }
  }
  return '';
}
