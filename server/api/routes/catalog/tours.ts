import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { notFound } from '../../errors.ts';
import { pageOfList } from '../../lib/paging.ts';
import { pathSegments } from './search.ts';
import { tourCards } from './tour-cards.ts';

/** `/api/catalog/…` of tours: details and groups, with their departures. */
export const tourCatalogRoutes: FastifyPluginAsync = async (app) => {
  const { tours } = app.repositories;
  const cards = tourCards(tours);

  app.get('/tours/*', async (request) => cards.detail(pathSegments(request)));

  app.get<Call<'listTourGroups'>>('/group_tours/', contract('listTourGroups'), async (request) =>
    pageOfList(
      request,
      request.query,
      tours.groups().map((group) => cards.groupWithCards(group)),
    ),
  );

  app.get('/group_tours/*', async (request) => {
    const segments = pathSegments(request);
    const group = segments.length === 1 ? tours.groups().find((row) => row.slug === segments[0]) : undefined;
    if (!group) throw notFound();
    return cards.groupWithCards(group);
  });
};
