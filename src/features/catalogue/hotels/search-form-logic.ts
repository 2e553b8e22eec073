import type { CalendarDay } from '@/shared/lib/calendar-day';
import { displayToIsoDate, validateDateRange, type DateRangeRules } from '@/shared/ui/forms/date-range';
import { MAX_HOTEL_STAY_NIGHTS, roomParam, type HotelSearch } from '../search-params';

const HOTEL_RANGE_RULES: DateRangeRules = {
  minDays: 1,
  maxDays: MAX_HOTEL_STAY_NIGHTS,
  endBeforeStart: 'Дата выезда должна быть позже даты заезда',
  tooLong: `Проживание — не больше ${MAX_HOTEL_STAY_NIGHTS} ночей`,
};

export interface HotelForm {
  from: string;
  to: string;
  adults: number;
  /** null: a child added whose age is not chosen yet. */
  childrenAges: Array<number | null>;
}

export interface HotelFormErrors {
  from?: string;
  to?: string;
  /** By child index. */
  children?: Record<number, string>;
}

export function hotelSearchFromForm(
  form: HotelForm,
  today?: CalendarDay,
): { search: HotelSearch; errors?: undefined } | { search?: undefined; errors: HotelFormErrors } {
  const errors: HotelFormErrors = validateDateRange(form.from, form.to, HOTEL_RANGE_RULES, today);
  const children: Record<number, string> = {};
  form.childrenAges.forEach((age, index) => {
    if (age === null) children[index] = 'Укажите возраст ребёнка';
  });
  if (Object.keys(children).length > 0) errors.children = children;
  if (errors.from || errors.to || errors.children) return { errors };
  return {
    search: {
      date_from: displayToIsoDate(form.from)!,
      date_to: displayToIsoDate(form.to)!,
      room: roomParam({ adults: form.adults, childrenAges: form.childrenAges.map((age) => age ?? 0) }),
    },
  };
}
