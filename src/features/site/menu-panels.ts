import type { Banner } from './api/get-header-banners';
import type { MenuItem } from './api/get-menus';

/** The URL path of the 'about' menu item, whose panel holds the office blocks. */
const ABOUT_PATH = '/about/';

export interface HeaderMenuEntry {
  item: MenuItem;
  /** Header banners whose link lies in this item's section. */
  banners: Banner[];
  /** This is the 'about' item: its panel shows the offices. */
  about: boolean;
}

function pathOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return url.split(/[?#]/)[0] ?? null;
}

/**
 * The banners API says nothing of menus, so a banner goes to the top-level item whose section
 * holds its link: the longest item URL (or child URL) that the link's path starts with.
 * '/hotels/staryj-pskov/' belongs to 'Отели' (/hotels/). Banners that fit no item are left out.
 */
export function sectionOf(items: readonly MenuItem[], link: string): number | null {
  const linkPath = pathOf(link);
  if (!linkPath) return null;
  let best: number | null = null;
  let bestLength = 0;
  for (const [index, item] of items.entries()) {
    for (const url of [item.url, ...item.children.map((child) => child.url)]) {
      const path = pathOf(url);
      if (!path || path === '/' || !linkPath.startsWith(path) || path.length <= bestLength) continue;
      best = index;
      bestLength = path.length;
    }
  }
  return best;
}

export function headerMenuEntries(
  items: readonly MenuItem[],
  banners: readonly Banner[] = [],
): HeaderMenuEntry[] {
  const entries = items.map((item) => ({
    item,
    banners: [] as Banner[],
    about: pathOf(item.url) === ABOUT_PATH,
  }));
  for (const banner of banners) {
    const index = sectionOf(items, banner.link);
    if (index !== null) entries[index]!.banners.push(banner);
  }
  return entries;
}

/** An item opens a panel when it has children or banners, or is the 'about' item with offices to show. */
export function hasPanel(entry: HeaderMenuEntry, hasOffices: boolean): boolean {
  return entry.item.children.length > 0 || entry.banners.length > 0 || (entry.about && hasOffices);
}

/**
 * The one menu item the page belongs to: the longest item address the path starts with, so
 * `/about/comments/` is under 'Отзывы' (`/about/comments/`), not also under 'О компании' (`/about/`).
 */
export function currentMenuUrl(urls: readonly string[], pathname: string): string | null {
  let best: string | null = null;
  for (const url of urls) {
    const matches = pathname === url || (url !== '/' && url.startsWith('/') && pathname.startsWith(url));
    if (matches && (best === null || url.length > best.length)) best = url;
  }
  return best;
}
