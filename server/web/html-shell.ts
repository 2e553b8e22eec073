import type { PageHead } from './page-head.ts';
import type { SiteConfig } from './site-config.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The HTML a page request gets: the built index.html with the page's title and description, and
 * a static first frame (header and the page heading) inside #root. The browser paints it before
 * any script runs; React replaces it with the same markup, so nothing moves.
 */
export function renderShell(indexHtml: string, head: PageHead, config: SiteConfig): string {
  const siteName = config.SITE_NAME ?? '';
  const title = head.title ?? (head.h1 && head.h1 !== siteName ? `${head.h1} — ${siteName}` : siteName);
  const description = head.description ?? config.SITE_DESCRIPTION;

  let html = indexHtml;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description) {
    html = html.replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const header =
    '<header class="site-header"><div class="site-header__inner container">' +
    `<a class="site-header__logo" href="/"><span class="site-header__logo-mark" aria-hidden="true"></span><span class="site-header__logo-text">${escapeHtml(siteName) || '&nbsp;'}</span></a>` +
    '</div></header>';
  const main = `<main id="main" class="site-main container">${head.h1 ? `<h1 class="page-title">${escapeHtml(head.h1)}</h1>` : ''}</main>`;
  return html.replace('<div id="root"></div>', `<div id="root">${header}${main}</div>`);
}
