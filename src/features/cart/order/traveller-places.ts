import type { CartTourItem, TouristLine } from '../api/types';

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
