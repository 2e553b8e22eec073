import type { Db } from '../db/connection.ts';
import { statements } from './statements.ts';

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
  const { row, rows } = statements(db);
  const countReviews = row<{ count: number }, []>('SELECT COUNT(*) AS count FROM review');
  return {
    siteConfig: rows<{ key: string; value: string }>('SELECT key, value FROM site_config ORDER BY key'),
    /** Every menu's items, in order within each menu. */
    menuItems: rows<MenuItemRow>('SELECT * FROM menu_item ORDER BY menu, position'),
    page: row<PageRow, [path: string]>('SELECT * FROM page WHERE path = ?'),
    banners: rows<unknown, [group: string]>(
      'SELECT id, title, text, link, image FROM banner WHERE group_name = ? ORDER BY position',
    ),
    countReviews: () => countReviews()!.count,
    /** Newest first. */
    pageOfReviews: rows<unknown, [limit: number, offset: number]>(
      'SELECT id, name, created, text, rating FROM review ORDER BY created DESC, id DESC LIMIT ? OFFSET ?',
    ),
  };
}
