import { parseMetaTags } from '../../src/shared/lib/meta-tags.ts';
import { MODULE_PRELOADS_ID } from '../../src/shared/lib/module-preloads-contract.ts';
import { crumbsHtml, HOME_CRUMB_HTML } from './crumbs-html.ts';
import { escapeHtml } from './escape-html.ts';
import type { PageHead } from './page-head.ts';
import { NOT_FOUND_TITLE } from './page-titles.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * Marks every head tag the server writes; the client's PageMeta removes them once it has written
 * its own, so a page never carries two descriptions or two og:titles.
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+(?:[\w-]+\s+)?name="description"[\s\S]*?\/>/;

/** Where the page is served from: the canonical URL and absolute image URLs are built from it. */
export interface PageLocation {
  /** `https://host` as the visitor reached us. */
  origin: string;
  /** The path without query, in its trailing-slash form. */
  path: string;
}

/** The plain shell (served as /index.html for the service worker) with its head tags marked. */
export function markStaticHead(indexHtml: string): string {
  return indexHtml
    .replace(TITLE, (tag) => tag.replace(/^<title\b/, `<title ${SERVER_HEAD_ATTRIBUTE}`))
    .replace(DESCRIPTION, (tag) => tag.replace('<meta', `<meta ${SERVER_HEAD_ATTRIBUTE}`));
}

function absoluteUrl(url: string | null | undefined, origin: string | undefined): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin ?? 'http://localhost');
    if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') return null;
    return origin || /^https?:/i.test(url) ? absolute.href : url;
  } catch {
    return null;
  }
}

/** Title, description, canonical URL and og:* tags of a page (link previews run no JavaScript). */
export function renderHeadTags(head: PageHead, config: SiteConfig, location?: PageLocation): string {
  const siteName = config.SITE_NAME ?? '';
  const label = head.label ?? head.h1;
  const title = head.title || (label && label !== siteName ? `${label} — ${siteName}` : siteName || label);
  const description = head.description || config.SITE_DESCRIPTION || '';
  const keywords = head.keywords || config.SITE_KEYWORDS || '';
  const image = absoluteUrl(head.og?.image || config.SITE_IMAGE, location?.origin);
  const url = location ? absoluteUrl(location.path, location.origin) : null;
  const ogTitle = head.og?.title || title;
  const ogDescription = head.og?.description || description;

  const mark = SERVER_HEAD_ATTRIBUTE;
  const meta = (key: 'name' | 'property', value: string, content: string | null | undefined) =>
    content ? `<meta ${key}="${value}" content="${escapeHtml(content)}" ${mark} />` : '';
  const tags = [
    title ? `<title ${mark}>${escapeHtml(title)}</title>` : '',
    meta('name', 'description', description),
    meta('name', 'keywords', keywords),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" ${mark} />` : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : null),
    ...parseMetaTags(config.META_TAGS).map((tag) => meta(tag.key, tag.value, tag.content)),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Spec §2 404 page, written exactly as the client's NotFoundPage renders it. */
const NOT_FOUND_FRAME =
  '<section class="error-page" aria-labelledby="error-title"><p class="error-page__code" aria-hidden="true">404</p>' +
  `<h1 id="error-title" class="error-page__title">${escapeHtml(NOT_FOUND_TITLE)}</h1>` +
  '<a class="button button--primary" href="/">На главную</a></section>';

/** What a page's HTML carries beyond the shell, so its first render waits for nothing else. */
export interface ShellExtras {
  /** Route modules to fetch alongside the entry. */
  modules?: readonly string[];
  /** The app's stylesheet, written into the page instead of linked (one request fewer before paint). */
  stylesheet?: { href: string; text: string } | null;
  /** A script element with the page's API answers (page-preload.ts). */
  apiScript?: string;
  /** A preload link for the page's main picture. */
  imagePreload?: string;
  /** The top of the page as the client draws it (detail-frame.ts), instead of the bare heading. */
  frame?: string | null;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The HTML a page request gets: the built index.html with the page's head tags, and a static
 * first frame (header and the page heading) inside #root. The browser paints it before any
 * script runs; React replaces it with the same markup, so nothing moves.
 */
export function renderShell(
  indexHtml: string,
  head: PageHead,
  config: SiteConfig,
  location?: PageLocation,
  extras: ShellExtras = {},
): string {
  const siteName = config.SITE_NAME ?? '';
  const headTags = renderHeadTags(head, config, location);
  // The tags take the place of the shell's own title, early in <head> where crawlers look.
  let html = indexHtml.replace(new RegExp(`\\s*${DESCRIPTION.source}`), '');
  html = TITLE.test(html)
    ? html.replace(TITLE, () => headTags)
    : html.replace('</head>', () => `${headTags}</head>`);

  const header =
    '<header class="site-header"><div class="site-header__inner container">' +
    `<a class="site-header__logo" href="/"><span class="site-header__logo-mark" aria-hidden="true"></span><span class="site-header__logo-text">${escapeHtml(siteName) || '&nbsp;'}</span></a>` +
    '</div></header>';
  const heading = head.h1 ? `<h1 class="page-title">${escapeHtml(head.h1)}</h1>` : '';
  const content =
    head.status === 404
      ? NOT_FOUND_FRAME
      : extras.frame
        ? extras.frame
        : head.contentPage && head.h1
          ? `<article class="content-page">${crumbsHtml([HOME_CRUMB_HTML], head.h1)}${heading}</article>`
          : heading;
  const main = `<main id="main" class="site-main container">${content}</main>`;
  html = html.replace('<div id="root"></div>', () => `<div id="root">${header}${main}</div>`);

  const { modules = [], stylesheet, apiScript = '', imagePreload = '' } = extras;
  if (stylesheet) {
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="${stylesheet.href}"[^>]*>`);
    html = html.replace(link, () => `<style>${escapeStyle(stylesheet.text)}</style>`);
  }
  // Nothing here is needed for the first paint (the frame above is), and the page's main picture
  // should not share a slow link with ~130 KB of scripts: the links wait in a <template> until the
  // entry has seen the frame painted (src/shared/lib/module-preloads.ts), then all load.
  // `preload` rather than `modulepreload`: the browser inserts it four times faster, and the
  // module imports find the same response (same URL, CORS mode and credentials).
  const preloads = modules
    .map((href) => `<link rel="preload" as="script" crossorigin href="${escapeHtml(href)}">`)
    .join('');
  const deferred = preloads ? `<template id="${MODULE_PRELOADS_ID}">${preloads}</template>` : '';
  if (deferred || imagePreload) html = html.replace('</head>', () => `${imagePreload}${deferred}</head>`);
  if (apiScript) html = html.replace('</body>', () => `${apiScript}</body>`);
  return html;
}
