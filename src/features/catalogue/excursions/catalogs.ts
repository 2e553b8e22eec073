import type { ExcursionCatalog } from '../api/types';

/** The two excursion catalogues (spec §2): one implementation, two addresses and names. */
export const EXCURSION_CATALOGS = {
  current: {
    title: 'Экскурсии',
    tableTitle: 'Расписание экскурсий',
    list: '/excursions/',
    table: '/excursions/table/',
  },
  old: {
    title: 'Архив экскурсий',
    tableTitle: 'Архив экскурсий: расписание',
    list: '/excursions_old/',
    table: '/excursions_old/table/',
  },
} as const satisfies Record<
  ExcursionCatalog,
  { title: string; tableTitle: string; list: string; table: string }
>;
