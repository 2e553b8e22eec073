import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../contract/route-schemas.ts';
import type { Call, Schemas } from '../contract/types.ts';
import { pageOfList } from '../lib/paging.ts';
import { excursionCards, excursionGroupUrl } from './catalog/excursion-cards.ts';
import { comingTwoMonths } from './catalog/search.ts';
import { tourCards } from './catalog/tour-cards.ts';

/** `/api/main/…`: the home page's groups, with how many they hold and the lowest price. */
export const mainPageRoutes: FastifyPluginAsync = async (app) => {
  const { excursions, tours } = app.repositories;
  const excursionCatalog = excursionCards(excursions);
  const tourCatalog = tourCards(tours);

  app.get<Call<'listMainExcursionGroups'>>(
    '/group_excursions/',
    contract('listMainExcursionGroups'),
    async (request) => {
      const search = comingTwoMonths();
      const groups = excursions.groups('current').map((group): Schemas['MainGroup'] => {
        const cards = excursionCatalog.cards([group], search);
        return {
          id: group.id,
          slug: group.slug,
          title: group.title,
          url: excursionGroupUrl(group),
          image: group.image,
          description: group.description,
          count: cards.length,
          price_from: cards.length ? Math.min(...cards.map((card) => card.price_from)) : null,
        };
      });
      return pageOfList(request, request.query, groups);
    },
  );

  app.get<Call<'listMainTourGroups'>>('/group_tours/', contract('listMainTourGroups'), async (request) => {
    const groups = tours.groups().map((row): Schemas['MainGroup'] => {
      const group = tourCatalog.groupWithCards(row);
      return {
        id: group.id,
        slug: group.slug,
        title: group.title,
        url: group.url,
        image: group.image,
        description: group.description,
        count: group.tours.length,
        price_from: group.tours.length ? Math.min(...group.tours.map((tour) => tour.price_from)) : null,
      };
    });
    return pageOfList(request, request.query, groups);
  });
};
