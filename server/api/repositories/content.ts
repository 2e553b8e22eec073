import type { Db } from '../db/connection.ts';

export interface MenuItemRow {
  id: number;
  menu: string;
  parent_id: number | null;
  title: string;
  type: string;
  url: string;
  target: string;
}
export interface PageRow {
  id: number;
  path: string;
  title: string;
  content: string;
  seo: string;
  og: string;
}

/** What the site shows besides the catalogue: settings, menus, pages, banners, reviews. */
export function createContentRepository(db: Db) {
  const config = db.prepare('SELECT key, value FROM site_config ORDER BY key');
  const menuItems = db.prepare('SELECT * FROM menu_item ORDER BY menu, position');
  const page = db.prepare('SELECT * FROM page WHERE path = ?');
  const banners = db.prepare(
    'SELECT id, title, text, link, image FROM banner WHERE group_name = ? ORDER BY position',
  );
  const countReviews = db.prepare('SELECT COUNT(*) AS count FROM review');
  const pageOfReviews = db.prepare(
    'SELECT id, name, created, text, rating FROM review ORDER BY created DESC, id DESC LIMIT ? OFFSET ?',
  );
  return {
    siteConfig: () => config.all() as Array<{ key: string; value: string }>,
    /** Every menu's items, in order within each menu. */
    menuItems: () => menuItems.all() as MenuItemRow[],
    page: (path: string) => page.get(path) as PageRow | undefined,
    banners: (group: string): unknown[] => banners.all(group),
    countReviews: () => (countReviews.get() as { count: number }).count,
    /** Newest first. */
    pageOfReviews: (limit: number, offset: number): unknown[] => pageOfReviews.all(limit, offset),
  };
}
