import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import { paginate } from '../../lib/paging.ts';

/** `/api/reviews/`: reviews, newest first, paged in the database. */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repositories;
  app.get<Call<'listReviews'>>('/', { ...contract('listReviews'), ...AT_PREFIX }, async (request) => {
    const { page = 1, page_size = 10 } = request.query;
    return paginate(request, content.countReviews(), page, page_size, (limit, offset) =>
      content.pageOfReviews(limit, offset),
    );
  });
};
