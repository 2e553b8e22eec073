import type { FastifyPluginAsync } from 'fastify';
import { orderHistoryRoutes } from './account/order-history.ts';
import { profileRoutes } from './account/profile.ts';
import { touristRoutes } from './account/tourists.ts';
import { passwordRoutes } from './accounts/password.ts';
import { registrationRoutes } from './accounts/registration.ts';
import { emailCodeRoutes } from './auth/email-code.ts';
import { tokenRoutes } from './auth/tokens.ts';
import { cartRoutes } from './cart/index.ts';
import { newSessionRoutes } from './cart/new-session.ts';
import { excursionListRoutes } from './catalog/excursion-list.ts';
import { excursionCatalogRoutes } from './catalog/excursions.ts';
import { hotelCatalogRoutes } from './catalog/hotels.ts';
import { tourCatalogRoutes } from './catalog/tours.ts';
import { bannerRoutes } from './content/banners.ts';
import { configRoutes } from './content/configs.ts';
import { menuRoutes } from './content/menus.ts';
import { pageRoutes } from './content/pages.ts';
import { reviewRoutes } from './content/reviews.ts';
import { departureRoutes } from './dev/departures.ts';
import { faultRoutes } from './dev/faults.ts';
import { outboxRoutes } from './dev/outbox.ts';
import { feedbackRoutes } from './feedback/index.ts';
import { lookupRoutes } from './lookups.ts';
import { mainPageRoutes } from './main-page.ts';
import { mediaRoutes } from './media.ts';
import { paymentRoutes } from './payment/index.ts';

/** Each routes file at its path under /api (the contract's sections). */
const ROUTES: ReadonlyArray<[FastifyPluginAsync, string]> = [
  [configRoutes, '/configs'],
  [menuRoutes, '/menus'],
  [pageRoutes, '/pages'],
  [tokenRoutes, '/auth'],
  [emailCodeRoutes, '/auth'],
  [registrationRoutes, '/accounts'],
  [passwordRoutes, '/accounts'],
  [profileRoutes, '/user'],
  [touristRoutes, '/user/tourists'],
  [orderHistoryRoutes, '/order/history'],
  [newSessionRoutes, '/user/session'],
  [cartRoutes, '/cart'],
  [paymentRoutes, '/payment'],
  [excursionListRoutes, '/excursions'],
  [excursionCatalogRoutes, '/catalog'],
  [tourCatalogRoutes, '/catalog'],
  [hotelCatalogRoutes, '/catalog'],
  [mainPageRoutes, '/main'],
  // The reference lists are each a section of their own: `/countries/`, `/hotels/`…
  [lookupRoutes, ''],
  [bannerRoutes, '/banners'],
  [reviewRoutes, '/reviews'],
  [feedbackRoutes, '/feedback'],
  [mediaRoutes, '/media'],
];

/** The test tools (`DEMO_DEV_TOOLS=1`), described outside the contract (dev/schemas.ts). */
const DEV_ROUTES: ReadonlyArray<[FastifyPluginAsync, string]> = [
  [outboxRoutes, '/dev'],
  [faultRoutes, '/dev'],
  [departureRoutes, '/dev'],
];

export const apiRoutes: FastifyPluginAsync<{ devTools: boolean }> = async (app, { devTools }) => {
  for (const [routes, prefix] of [...ROUTES, ...(devTools ? DEV_ROUTES : [])]) {
    await app.register(routes, { prefix });
  }
};
