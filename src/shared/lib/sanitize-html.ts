import DOMPurify, { type WindowLike } from 'dompurify';

/** What HTML from the backend may keep: ordinary HTML, no scripts, handlers or foreign content. */
const RULES = { USE_PROFILES: { html: true } } as const;

let purifier = DOMPurify;

/**
 * The server has no DOM of its own: it gives DOMPurify one (jsdom) before rendering, so pages
 * are sanitised there by the same library and rules as in the browser.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** HTML from the backend (pages, descriptions), made safe to insert. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, RULES);
}
