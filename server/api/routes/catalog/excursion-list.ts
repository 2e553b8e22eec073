import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { AT_PREFIX } from '../../plugins/django-paths.ts';
import { pageOfList } from '../../lib/paging.ts';
import { excursionCards } from './excursion-cards.ts';
import { eventSearch } from './search.ts';

/** `/api/excursions/`: the available excursions of one catalogue, as cards. */
export const excursionListRoutes: FastifyPluginAsync = async (app) => {
  const { excursions } = app.repositories;
  const cards = excursionCards(excursions);

  app.get<Call<'listExcursions'>>('/', { ...contract('listExcursions'), ...AT_PREFIX }, async (request) =>
    pageOfList(
      request,
      request.query,
      cards.cards(excursions.groups(request.query.catalog ?? 'current'), eventSearch(request.query)),
    ),
  );
};
