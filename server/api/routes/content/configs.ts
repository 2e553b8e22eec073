import type { FastifyPluginAsync } from 'fastify';
import { AT_PREFIX } from '../../plugins/django-paths.ts';

/** `/api/configs/`: the site's settings as one object. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repositories;
  app.get('/', AT_PREFIX, async () =>
    Object.fromEntries(content.siteConfig().map((row) => [row.key, row.value])),
  );
};
