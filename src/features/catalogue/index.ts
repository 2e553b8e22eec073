/** What the cart issue needs from the catalogue: the exact body of `PATCH /api/cart/excursion/`. */
export { buildCartExcursionBody, type TouristsByCategory } from './excursions/cart-body';
export type { CartEventRequest } from './api/types';
