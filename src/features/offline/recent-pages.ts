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

export function readRecentPages(storage: Storage = localStorage): RecentPage[] {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as RecentPage[]) : [];
  } catch {
    return [];
  }
}

/** The newest first, each page once, at most MAX_PAGES. */
export function withPage(pages: RecentPage[], page: RecentPage): RecentPage[] {
  return [page, ...pages.filter((item) => item.href !== page.href)].slice(0, MAX_PAGES);
}

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
