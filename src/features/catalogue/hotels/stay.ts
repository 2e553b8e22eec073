import { NIGHT_FORMS, pluralize } from '@/shared/lib/format';
import type { HotelSearch } from '../search-params';
import dayjs from 'dayjs';

export const stayNights = (search: HotelSearch): number =>
  dayjs(search.date_to).diff(dayjs(search.date_from), 'day');

/** 'за 3 ночи' */
export const forNights = (nights: number): string => `за ${pluralize(nights, NIGHT_FORMS)}`;
