import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../../lib/path-ids.ts';
import { pageOfList } from '../../lib/paging.ts';
import { excursionCards } from './excursion-cards.ts';
import { eventSearch, pathSegments } from './search.ts';

/** `/api/catalog/…` of excursions: details and groups, each with the events that fit the search. */
export const excursionCatalogRoutes: FastifyPluginAsync = async (app) => {
  const { excursions } = app.repositories;
  const cards = excursionCards(excursions);

  app.get<Call<'getCatalogExcursion'>>('/excursions/*', contract('getCatalogExcursion'), async (request) =>
    cards.detail(pathSegments(request), eventSearch(request.query)),
  );

  const groupList =
    (catalog: 'current' | 'old') => async (request: FastifyRequest<Call<'listExcursionGroups'>>) => {
      const search = eventSearch(request.query);
      return pageOfList(
        request,
        request.query,
        excursions
          .groups(catalog)
          .map((group) => cards.groupWithCards(group, search))
          .filter((group) => group.excursions.length > 0),
      );
    };
  app.get('/group_excursions/', contract('listExcursionGroups'), groupList('current'));
  app.get('/group_excursion_list/', contract('listOldExcursionGroups'), groupList('old'));

  app.get<Call<'getExcursionGroup'>>(
    '/group_excursions/*',
    contract('getExcursionGroup'),
    async (request) => {
      const search = eventSearch(request.query);
      const segments = pathSegments(request);
      if (segments.length !== 1) throw notFound();
      const group = excursions.groups(null).find((row) => row.slug === segments[0]);
      if (!group) throw notFound();
      return cards.groupWithCards(group, search);
    },
  );

  app.get<Call<'getExcursionGroupById'>>(
    '/group_excursion_detail/:id/',
    contract('getExcursionGroupById'),
    async (request) => {
      const search = eventSearch(request.query);
      const id = parseId((request.params as { id: string }).id);
      const group = id === null ? undefined : excursions.group(id);
      if (!group) throw notFound();
      return cards.groupWithCards(group, search);
    },
  );
};
