import type { FastifyPluginAsync } from 'fastify';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import type { MenuItemRow } from '../../repositories/content.ts';

interface MenuItem {
  title: string;
  type: string;
  url: string;
  target: string;
  children: MenuItem[];
}

function tree(rows: readonly MenuItemRow[], menu: string, parentId: number | null = null): MenuItem[] {
  return rows
    .filter((row) => row.menu === menu && row.parent_id === parentId)
    .map((row) => ({
      title: row.title,
      type: row.type,
      url: row.url,
      target: row.target,
      children: tree(rows, menu, row.id),
    }));
}

/** `/api/menus/`: the header's and the footer's menus as trees. */
export const menuRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repositories;
  app.get('/', AT_PREFIX, async () => {
    const rows = content.menuItems();
    return { header_menu: tree(rows, 'header_menu'), footer_menu: tree(rows, 'footer_menu') };
  });
};
