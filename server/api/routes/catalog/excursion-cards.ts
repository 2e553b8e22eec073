import { agencyNow } from '@common/agency-clock.ts';
import type { Schemas } from '../../contract/types.ts';
import { adultFare, priceList, type AgePrices } from '../../domain/prices.ts';
import { LATEST_TRIP_REVIEWS, ratingFields, type ReviewTally } from '../../domain/trip-ratings.ts';
import { notFound } from '../../errors.ts';
import { json } from '../../lib/json.ts';
import { durationDisplay } from '../../lib/text.ts';
import type { ExcursionGroupRow, ExcursionRow } from '../../repositories/excursions.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { EventSearch } from './search.ts';

export const excursionGroupUrl = (group: Pick<ExcursionGroupRow, 'catalog' | 'slug'>): string =>
  `/${group.catalog === 'old' ? 'excursions_old' : 'excursions'}/${group.slug}/`;

/** Excursions as the catalogue shows them: cards with the events that fit a search, groups, details. */
export function excursionCards(excursions: Repositories['excursions']) {
  /** The events in the search with enough places; a departure that has left (agency time) is never offered. */
  function eventsOf(ids: number[], search: EventSearch): Map<number, Schemas['ExcursionEvent'][]> {
    const byExcursion = new Map<number, Schemas['ExcursionEvent'][]>();
    if (ids.length === 0) return byExcursion;
    for (const { excursion_id, ...event } of excursions.events(ids, search, agencyNow())) {
      const list = byExcursion.get(excursion_id) ?? [];
      list.push(event);
      byExcursion.set(excursion_id, list);
    }
    return byExcursion;
  }

  function card(
    row: ExcursionRow,
    group: ExcursionGroupRow,
    events: Schemas['ExcursionEvent'][],
    tally: ReviewTally | undefined,
  ): Schemas['ExcursionCard'] {
    const prices = json<AgePrices>(row.prices);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      url: `${excursionGroupUrl(group)}${row.slug}/`,
      catalog: group.catalog,
      group: { id: group.id, slug: group.slug, title: group.title, url: excursionGroupUrl(group) },
      short_description: row.short_description,
      image: row.image,
      duration_minutes: row.duration_minutes,
      duration_display: durationDisplay(row.duration_minutes),
      price_from: adultFare(prices),
      prices: priceList(prices),
      events,
      ...ratingFields(tally),
    };
  }

  /** Available excursions (at least one event fits the search) of the given groups, in catalogue order. */
  function cards(groups: ExcursionGroupRow[], search: EventSearch): Schemas['ExcursionCard'][] {
    if (groups.length === 0) return [];
    const byId = new Map(groups.map((group) => [group.id, group]));
    const rows = excursions.inGroups(groups.map((group) => group.id));
    const events = eventsOf(
      rows.map((row) => row.id),
      search,
    );
    const tallies = excursions.reviewTallies();
    rows.sort((a, b) => groups.indexOf(byId.get(a.group_id)!) - groups.indexOf(byId.get(b.group_id)!));
    return rows.flatMap((row) => {
      const found = events.get(row.id);
      return found ? [card(row, byId.get(row.group_id)!, found, tallies.get(row.id))] : [];
    });
  }

  function groupWithCards(group: ExcursionGroupRow, search: EventSearch): Schemas['ExcursionGroup'] {
    return {
      id: group.id,
      slug: group.slug,
      title: group.title,
      url: excursionGroupUrl(group),
      catalog: group.catalog,
      description: group.description,
      image: group.image,
      seo: json(group.seo),
      og: json(group.og),
      excursions: cards([group], search),
    };
  }

  /** `slug` or `group/slug`; a group that is not the excursion's is 404. */
  function detail(segments: string[], search: EventSearch): Schemas['ExcursionDetail'] {
    if (segments.length > 2) throw notFound();
    const row = excursions.bySlug(segments[segments.length - 1]!);
    if (!row) throw notFound();
    const group = excursions.group(row.group_id)!;
    if (segments.length === 2 && segments[0] !== group.slug) throw notFound();
    const location = excursions.location(row.location_id);
    return {
      ...card(row, group, eventsOf([row.id], search).get(row.id) ?? [], excursions.reviewTally(row.id)),
      description: row.description,
      images: json(row.images),
      meeting_point: row.meeting_point,
      location: {
        id: location.id,
        name: location.name,
        address: location.address,
        city: location.city_id,
        latitude: location.latitude,
        longitude: location.longitude,
      },
      reviews: excursions.latestReviews(row.id, LATEST_TRIP_REVIEWS),
      seo: json(row.seo),
      og: json(row.og),
    };
  }

  return { cards, groupWithCards, detail };
}
