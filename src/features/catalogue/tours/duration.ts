import { DAY_FORMS, NIGHT_FORMS, pluralize } from '@common/format';

/** '4 дня, 3 ночи' (a one-day tour has no nights). */
export function tourDuration(days: number, nights: number): string {
  return nights > 0
    ? `${pluralize(days, DAY_FORMS)}, ${pluralize(nights, NIGHT_FORMS)}`
    : pluralize(days, DAY_FORMS);
}
