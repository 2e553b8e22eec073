import type { Schemas } from '../../contract/types.ts';
import { adultFare, priceList, type AgePrices } from '../../domain/prices.ts';
import { LATEST_TRIP_REVIEWS, ratingFields, type ReviewTally } from '../../domain/trip-ratings.ts';
import { notFound } from '../../errors.ts';
import { json } from '../../lib/json.ts';
import { today } from '../../lib/time.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { TourGroupRow, TourRow } from '../../repositories/tours.ts';

/** Tours as the catalogue shows them: cards with their departures, groups, details. */
export function tourCards(tours: Repositories['tours']) {
  function card(row: TourRow, group: TourGroupRow, tally: ReviewTally | undefined): Schemas['TourCard'] {
    const prices = json<AgePrices>(row.prices);
    const groupUrl = `/tours/${group.slug}/`;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      url: `${groupUrl}${row.slug}/`,
      group: { id: group.id, slug: group.slug, title: group.title, url: groupUrl },
      short_description: row.short_description,
      image: row.image,
      days: row.days,
      nights: row.days - 1,
      price_from: adultFare(prices),
      prices: priceList(prices),
      // A tour leaves at the start of its first day, so today's departure is no longer sold.
      events: tours.eventsAfter(row.id, today()),
      ...ratingFields(tally),
    };
  }

  function groupWithCards(group: TourGroupRow): Schemas['TourGroup'] {
    const tallies = tours.reviewTallies();
    return {
      id: group.id,
      slug: group.slug,
      title: group.title,
      url: `/tours/${group.slug}/`,
      description: group.description,
      image: group.image,
      seo: json(group.seo),
      og: json(group.og),
      tours: tours.inGroup(group.id).map((tour) => card(tour, group, tallies.get(tour.id))),
    };
  }

  /** `slug` or `group/slug`; a group that is not the tour's is 404. */
  function detail(segments: string[]): Schemas['TourDetail'] {
    if (segments.length > 2) throw notFound();
    const row = tours.bySlug(segments[segments.length - 1]!);
    if (!row) throw notFound();
    const group = tours.group(row.group_id)!;
    if (segments.length === 2 && segments[0] !== group.slug) throw notFound();
    return {
      ...card(row, group, tours.reviewTally(row.id)),
      description: row.description,
      images: json(row.images),
      program: json(row.program),
      included: json(row.included),
      hotels: tours.hotels(json(row.hotel_ids)),
      locations: tours.locations(json(row.location_ids)),
      meeting_point: row.meeting_point ? json<Schemas['MeetingPoint']>(row.meeting_point) : null,
      reviews: tours.latestReviews(row.id, LATEST_TRIP_REVIEWS),
      seo: json(row.seo),
      og: json(row.og),
    };
  }

  return { groupWithCards, detail };
}
