import type { QueryClient } from '@tanstack/react-query';
import { hotelsQueryOptions } from '@/features/catalogue/api/list-hotels';
import { defaultHotelSearch } from '@/features/catalogue/search-params';
import { mainBlueBannersQueryOptions } from '@/features/home/api/list-main-blue-banners';
import { mainExcursionGroupsQueryOptions } from '@/features/home/api/list-main-group-excursions';
import { mainTourGroupsQueryOptions } from '@/features/home/api/list-main-group-tours';
import { mainOffersRightQueryOptions } from '@/features/home/api/list-main-offers-right';
import { mainOffersSliderQueryOptions } from '@/features/home/api/list-main-offers-slider';
import { prefetchForPage } from '@/shared/api/prefetch-for-page';

/** Every home list at once; each section keeps its box until its data comes (or logs a failure and steps aside). */
export async function loadHome(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    prefetchForPage(queryClient, mainOffersSliderQueryOptions()),
    prefetchForPage(queryClient, mainOffersRightQueryOptions()),
    prefetchForPage(queryClient, mainBlueBannersQueryOptions()),
    prefetchForPage(queryClient, mainTourGroupsQueryOptions()),
    prefetchForPage(queryClient, mainExcursionGroupsQueryOptions()),
    prefetchForPage(queryClient, hotelsQueryOptions(defaultHotelSearch())),
  ]);
}
