import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../contract/route-schemas.ts';
import type { Call } from '../../contract/types.ts';
import type { BANNER_GROUPS } from '../../demo-data/banners.ts';
import { pageOfList } from '../../lib/paging.ts';

const BANNER_LISTS = {
  header_dropdowns: 'listHeaderDropdownBanners',
  main_blue_banners: 'listMainBlueBanners',
  main_offers_right: 'listMainOffersRightBanners',
  main_offers_slider: 'listMainOffersSliderBanners',
} as const satisfies Record<keyof typeof BANNER_GROUPS, string>;

/** `/api/banners/{group}/`: each group's banners, in order, paged. */
export const bannerRoutes: FastifyPluginAsync = async (app) => {
  const { content } = app.repositories;
  for (const [group, operationId] of Object.entries(BANNER_LISTS)) {
    app.get<Call<typeof operationId>>(`/${group}/`, contract(operationId), async (request) =>
      pageOfList(request, request.query, content.banners(group)),
    );
  }
};
