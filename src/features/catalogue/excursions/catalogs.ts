import type { ExcursionCatalog } from '../api/types';

/** The two excursion catalogues (spec §2): one implementation, two addresses and names. */
export const EXCURSION_CATALOGS = {
  current: { title: 'Экскурсии', list: '/excursions/', table: '/excursions/table/' },
  old: { title: 'Архив экскурсий', list: '/excursions_old/', table: '/excursions_old/table/' },
} as const satisfies Record<ExcursionCatalog, { title: string; list: string; table: string }>;

/** The heading of either catalogue's table view. */
export const EXCURSION_TABLE_TITLE = 'Расписание экскурсий';
