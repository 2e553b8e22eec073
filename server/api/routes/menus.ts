import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection.ts';

interface MenuRow {
  id: number;
  menu: string;
  parent_id: number | null;
  title: string;
  type: string;
  url: string;
  target: string;
}

interface MenuItem {
  title: string;
  type: string;
  url: string;
  target: string;
  children: MenuItem[];
}

export function menuRoutes(app: FastifyInstance, db: Db): void {
  const selectAll = db.prepare('SELECT * FROM menu_item ORDER BY menu, position');
  app.get('/menus/', async () => {
    const rows = selectAll.all() as MenuRow[];
    const childrenOf = (parentId: number | null, menu: string): MenuItem[] =>
      rows
        .filter((row) => row.menu === menu && row.parent_id === parentId)
        .map((row) => ({
          title: row.title,
          type: row.type,
          url: row.url,
          target: row.target,
          children: childrenOf(row.id, menu),
        }));
    return { header_menu: childrenOf(null, 'header_menu'), footer_menu: childrenOf(null, 'footer_menu') };
  });
}
