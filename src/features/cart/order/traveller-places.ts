import { isChildAge, CHILD_FARE_UNTIL_AGE } from '@/shared/lib/adult-fare';
import { yearsOn } from '@/shared/lib/calendar-day';
import { pluralize, YEAR_FORMS } from '@common/format';
import { displayToIsoDate } from '@/shared/ui/forms/date-range';
import type { CartTourItem, TouristLine } from '../api/types';
import type { TravellerValues } from './order-form';

/** One traveller's place of a tour in the cart: its age category as the cart priced it. */
export interface TravellerPlace {
  category: string;
  /** The category as the tourist read it when booking: 'Взрослый', 'Ребенок'. */
  title: string;
}

/** The travellers an order names: the places of its largest tour, and the day that tour leaves. */
export interface TravellerPlaces {
  places: TravellerPlace[];
  startsOn: string | null;
}

/** What a tour in the cart tells of its travellers. */
type TourInCart = Pick<CartTourItem, 'date_start'> & {
  readonly tourists: readonly Pick<TouristLine, 'category' | 'title' | 'count'>[];
};

/**
 * The places of the tour with the most tourists (the travellers the order names), category by
 * category in the order the cart lists them: 2 adults and a child are places 1–2 adult, 3 child.
 */
export function travellerPlaces(tours: readonly TourInCart[]): TravellerPlaces {
  const count = (tour: TourInCart) => tour.tourists.reduce((sum, line) => sum + line.count, 0);
  const largest = tours.reduce<TourInCart | null>(
    (best, tour) => (best === null || count(tour) > count(best) ? tour : best),
    null,
  );
  if (!largest) return { places: [], startsOn: null };
  return {
    places: largest.tourists.flatMap((line) =>
      Array.from({ length: line.count }, () => ({ category: line.category, title: line.title })),
    ),
    startsOn: largest.date_start,
  };
}

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
