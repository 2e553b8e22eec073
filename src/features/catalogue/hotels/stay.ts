import { NIGHT_FORMS, pluralize } from '@common/format';
import { daysBetween } from '@/shared/lib/calendar-day';
import type { HotelSearch } from '../search-params';

export const stayNights = (search: HotelSearch): number => daysBetween(search.date_from, search.date_to);

/** 'за 3 ночи' */
export const forNights = (nights: number): string => `за ${pluralize(nights, NIGHT_FORMS)}`;
