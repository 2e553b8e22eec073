import type { QueryClient } from '@tanstack/react-query';
import { configsQueryOptions } from '@/shared/api/site-config';
import { headerBannersQueryOptions } from './api/get-header-banners';
import { menusQueryOptions } from './api/get-menus';

/**
 * What the header and footer of every page show: the site config, the menus and the menu panels'
 * banners. A failure only leaves its part out (docs/product.md#errors: config and menu failures are logged).
 */
export async function loadSiteFrame(queryClient: QueryClient): Promise<void> {
  const results = await Promise.allSettled([
    queryClient.ensureQueryData(configsQueryOptions()),
    queryClient.ensureQueryData(menusQueryOptions()),
    queryClient.ensureQueryData(headerBannersQueryOptions()),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.error('Не удалось загрузить данные шапки сайта', result.reason);
  }
}
