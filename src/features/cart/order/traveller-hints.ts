import { isChildAge, CHILD_FARE_UNTIL_AGE } from '@/shared/lib/adult-fare';
import { yearsOn } from '@/shared/lib/calendar-day';
import { pluralize, YEAR_FORMS } from '@common/format';
import { displayToIsoDate } from '@/shared/ui/forms/date-range';
import type { TravellerValues } from './order-form';
import type { TravellerPlaces } from './traveller-places';

const ADULT = 'vzroslyi';
const CHILD = 'rebenok';

/** A traveller as a person: the same name and birth date are the same tourist, whatever the case. */
function personKey(traveller: TravellerValues): string | null {
  const last = traveller.last_name.trim().toLocaleLowerCase('ru');
  const first = traveller.first_name.trim().toLocaleLowerCase('ru');
  if (!last || !first) return null;
  const patronymic = traveller.patronymic.trim().toLocaleLowerCase('ru');
  return [last, first, patronymic, traveller.birth_date.trim()].join('|');
}

/**
 * What to tell the tourist at each traveller, or null: the same tourist in two places, or an age
 * that does not fit the place's fare on the day the tour leaves. A hint, never a refusal: the
 * agency checks ages at boarding, and the tourist may know better (a birthday, a mistyped date).
 */
export function travellerHints(
  travellers: readonly TravellerValues[],
  { places, startsOn }: TravellerPlaces,
): (string | null)[] {
  const keys = travellers.map(personKey);
  return travellers.map((traveller, index) => {
    const key = keys[index] ?? null;
    const earlier = key === null ? -1 : keys.indexOf(key);
    if (earlier >= 0 && earlier < index)
      return `Этот турист уже указан как участник ${earlier + 1}. В каждом месте — свой турист.`;
    const birth = traveller.birth_date ? displayToIsoDate(traveller.birth_date) : null;
    const category = places[index]?.category;
    if (!birth || !startsOn || birth > startsOn) return null;
    const age = yearsOn(birth, startsOn);
    const years = pluralize(age, YEAR_FORMS);
    if (category === ADULT && isChildAge(age))
      return `В день выезда участнику будет ${years}, а место — взрослое. Для детей до ${CHILD_FARE_UNTIL_AGE} лет есть детский тариф: состав туристов меняется на странице тура.`;
    if (category === CHILD && !isChildAge(age))
      return `В день выезда участнику будет ${years}, а место — детское (до ${CHILD_FARE_UNTIL_AGE} лет). Укажите ребёнка или поменяйте состав туристов на странице тура.`;
    return null;
  });
}
