import { describe, expect, it } from 'vitest';
import { excursionGroupsQueryOptions } from '@/features/catalogue/api/list-excursion-groups';
import { hotelQueryOptions } from '@/features/catalogue/api/get-hotel';
import { tourQueryOptions } from '@/features/catalogue/api/get-tour';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { feedbackFormQueryOptions } from '@/features/feedback/api/get-feedback-form';
import { costSelectionQueryOptions } from '@/features/payment/api/get-cost-selection';
import { reviewsQueryOptions } from '@/features/reviews/api/list-reviews';
import { tripsQueryOptions } from '@/features/trips/trips-queries';
import { callKey } from '@/shared/api/call-key';
import { countriesQueryOptions } from '@/shared/api/lookups/list-countries';
import { isPublicQuery } from '@/shared/api/public-queries';
import { configsQueryOptions } from '@/shared/api/site-config';
import { currentUserQueryOptions } from '@/shared/api/user/get-current-user';

const search = { date_from: '2026-11-24', date_to: '2026-12-01', tourists: 1 };
const stay = { date_from: '2026-11-24', date_to: '2026-12-01', room: '2' };

describe('whether a query may stay on the device', () => {
  it('follows from the contract path its key starts with: the catalogue, content and lookups may', () => {
    for (const options of [
      configsQueryOptions(),
      countriesQueryOptions(),
      excursionGroupsQueryOptions('current', search),
      excursionGroupsQueryOptions('old', search),
      tourQueryOptions('pskov-i-novgorod'),
      hotelQueryOptions('gostinitsa', stay),
      pageQueryOptions('about'),
      reviewsQueryOptions(1),
      feedbackFormQueryOptions('header_write_us'),
    ]) {
      expect(isPublicQuery(options.queryKey), JSON.stringify(options.queryKey)).toBe(true);
    }
  });

  it('fails closed: the account, payments, and any key outside a public section of the contract may not', () => {
    for (const key of [
      currentUserQueryOptions().queryKey,
      tripsQueryOptions().queryKey,
      costSelectionQueryOptions(7, false, 'token').queryKey,
      // A contract path no query reads today.
      callKey('/api/user/courses/'),
      // Keys that name no public path at all: a noun, a section the contract does not have, nothing.
      ['orders'],
      ['/api/wishlist/'],
      [{ path: '/api/configs/' }],
      [],
    ]) {
      expect(isPublicQuery(key), JSON.stringify(key)).toBe(false);
    }
  });
});
