/** Pages of the catalogue this device showed lately: the offline page offers them. */
export interface RecentPage {
  href: string;
  title: string;
  viewedAt: number;
}

const STORAGE_KEY = 'storefront-recent-pages';
const MAX_PAGES = 12;
/** Pages that show nothing without an account or a network: never offered offline. */
const NOT_OFFERED = /^\/(user|cart|order|payment|login|registration|password-recovery|saved)\//;

export const isOfferedOffline = (pathname: string): boolean =>
  pathname !== '/' && !NOT_OFFERED.test(pathname);

/** A page is its path: `/excursions/?date_from=…` and `/excursions/` are one page, its last search kept. */
const pathOf = (href: string): string => href.split(/[?#]/, 1)[0] ?? href;

/** The newest first, each page once (by its path), at most MAX_PAGES. */
function eachOnce(pages: RecentPage[]): RecentPage[] {
  const seen = new Set<string>();
  return pages
    .filter((page) => {
      const path = pathOf(page.href);
      if (seen.has(path)) return false;
      seen.add(path);
      return true;
    })
    .slice(0, MAX_PAGES);
}

export function readRecentPages(storage: Storage = localStorage): RecentPage[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    // A list kept before pages were told by their path may hold one twice.
    return Array.isArray(parsed) ? eachOnce(parsed as RecentPage[]) : [];
  } catch {
    return [];
  }
}

export const withPage = (pages: RecentPage[], page: RecentPage): RecentPage[] => eachOnce([page, ...pages]);

export function rememberPage(page: RecentPage, storage: Storage = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(withPage(readRecentPages(storage), page)));
  } catch {
    // A full or disabled storage only costs the list of recent pages.
  }
}

/** 'Выйти' forgets what was looked at on this device. */
export function forgetRecentPages(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}
