import type { ExcursionCatalog } from './api/types';

/**
 * The catalogues' names and addresses (docs/product.md#routes). The dated trips have a list and a table of the
 * same search: the two excursion catalogues (one implementation, two addresses and names) and the
 * tours.
 */
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
} as const satisfies Record<ExcursionCatalog, TripCatalog>;

export const TOUR_CATALOG = {
  title: 'Туры',
  tableTitle: 'Расписание туров',
  list: '/tours/',
  table: '/tours/table/',
} as const satisfies TripCatalog;

export const HOTEL_CATALOG = { title: 'Отели', list: '/hotels/' } as const;

interface TripCatalog {
  title: string;
  tableTitle: string;
  list: string;
  table: string;
}

/** The list or the table of a catalogue. */
export type TripView = 'list' | 'table';

/** The two views' addresses of any of the catalogues. */
export type TripViews = Pick<
  (typeof EXCURSION_CATALOGS)[ExcursionCatalog] | typeof TOUR_CATALOG,
  'list' | 'table'
>;
