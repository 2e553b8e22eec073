/** 1: the site's settings, menus and pages. */
export const CONTENT_TABLES = `
  CREATE TABLE site_config (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  CREATE TABLE menu_item (
    id INTEGER PRIMARY KEY,
    menu TEXT NOT NULL,
    parent_id INTEGER REFERENCES menu_item(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    type TEXT NOT NULL,
    url TEXT NOT NULL,
    target TEXT NOT NULL DEFAULT '_self'
  );
  CREATE TABLE page (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    seo TEXT NOT NULL,
    og TEXT NOT NULL
  );
  `;
