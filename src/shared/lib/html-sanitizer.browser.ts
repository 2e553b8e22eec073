import DOMPurify from 'dompurify';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, DROPPED_WITH_CONTENT, URL_SCHEMES } from './html-sanitizer-rules';

/** DOMPurify's own test of an address, with only our schemes: `scheme:`, or no scheme at all. */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  FORBID_CONTENTS: [...DROPPED_WITH_CONTENT],
};

/**
 * The browser's sanitiser: DOMPurify over the browser's own parser. It loads with the first query
 * function that runs in the browser (src/shared/lib/safe-html.ts), never with a page.
 */
export function sanitize(html: string): string {
  // Without a DOM, DOMPurify hands the input back as it came: refuse instead.
  if (!DOMPurify.isSupported) throw new Error('DOMPurify needs a DOM to sanitise HTML');
  return DOMPurify.sanitize(html, CONFIG);
}
