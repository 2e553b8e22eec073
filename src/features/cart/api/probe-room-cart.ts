import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/shared/api/call-key';
import { api, unwrap } from '@/shared/api/client';
import { ApiError } from '@common/api/error';

/**
 * `OPTIONS /api/cart/room/`: whether the backend takes hotel rooms into the cart (an extension of
 * docs/product.md#cart-and-order the demo backend has). A backend without the call answers 404 (or 405): rooms are then
 * asked for through 'Написать'. It does not change while the page lives.
 */
export const roomCartQueryOptions = () =>
  queryOptions({
    queryKey: callKey('/api/cart/room/', 'OPTIONS'),
    queryFn: () =>
      unwrap(api.OPTIONS('/api/cart/room/')).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return false;
          throw error;
        },
      ),
    staleTime: Infinity,
  });
