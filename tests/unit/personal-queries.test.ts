import { describe, expect, it } from 'vitest';
import { costSelectionQueryOptions } from '@/features/payment/api/get-cost-selection';
import { savedTripsQueryOptions, tripsQueryOptions } from '@/features/trips/trips-queries';
import { countriesQueryOptions } from '@/shared/api/lookups/list-countries';
import { configsQueryOptions } from '@/shared/api/site-config';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';
import { orderQueryOptions, ordersQueryOptions } from '@/shared/api/user/orders';
import { isPersonalQueryKey } from '@/shared/api/user/personal';
import { touristsQueryOptions } from '@/shared/api/user/tourists';

describe('whose a query is', () => {
  it('follows from the contract path its key starts with: the user, tourists, orders, trips and payment are personal', () => {
    for (const options of [
      currentUserQueryOptions(),
      touristsQueryOptions(),
      ordersQueryOptions(false),
      orderQueryOptions(7),
      tripsQueryOptions(),
      savedTripsQueryOptions(),
      costSelectionQueryOptions(7, false, 'token'),
    ]) {
      expect(isPersonalQueryKey(options.queryKey), JSON.stringify(options.queryKey)).toBe(true);
    }
  });

  it('leaves the site config and the lookups to be kept on the device', () => {
    expect(isPersonalQueryKey(configsQueryOptions().queryKey)).toBe(false);
    expect(isPersonalQueryKey(countriesQueryOptions().queryKey)).toBe(false);
    expect(isPersonalQueryKey(['catalogue', 'excursions'])).toBe(false);
  });
});
