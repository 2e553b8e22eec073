import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../contract/route-schemas.ts';
import type { Call } from '../contract/types.ts';
import { pageOfList } from '../lib/paging.ts';

const LISTS = [
  ['/countries/', 'listCountries', 'countries'],
  ['/document_types/', 'listDocumentTypes', 'documentTypes'],
  ['/cities/', 'listCities', 'cities'],
  ['/locations/', 'listLocations', 'locations'],
  ['/tour_locations/', 'listTourLocations', 'tourLocations'],
  ['/tour_hotels/', 'listTourHotels', 'tourHotels'],
] as const;

/**
 * The reference lists at the API's root (`/api/countries/`, `/api/hotels/`…), each its own
 * section. Every list is paged, as a Django project's default pagination class pages every list view.
 */
export const lookupRoutes: FastifyPluginAsync = async (app) => {
  const { lookups } = app.repositories;
  for (const [url, operationId, list] of LISTS) {
    app.get<Call<typeof operationId>>(url, contract(operationId), async (request) =>
      pageOfList(request, request.query, lookups.list(list)),
    );
  }
  app.get<Call<'listHotels'>>('/hotels/', contract('listHotels'), async (request) =>
    pageOfList(request, request.query, lookups.hotelsWithRooms()),
  );
};
