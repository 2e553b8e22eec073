import { adultFare } from '@/shared/lib/adult-fare';
import type { ExcursionCard, ExcursionGroup, TourCard, TourGroup } from '../api/types';
import type { TripDuration, TripFilters } from '../search-params';

/** Which catalogue a filter runs over: their durations are told in different units. */
export type TripKind = 'excursion' | 'tour';

/**
 * The longest trip of the short and of the medium step, in the catalogue's unit: minutes of an
 * excursion, days of a tour. The panel names the steps (`DURATION_LABELS` in FilterPanel.tsx).
 */
export const DURATION_LIMITS: Record<TripKind, readonly [short: number, medium: number]> = {
  excursion: [120, 240],
  tour: [3, 5],
};

/** The step a trip of this duration falls in. */
export function durationStep(duration: number, kind: TripKind): TripDuration {
  const [short, medium] = DURATION_LIMITS[kind];
  return duration <= short ? 'short' : duration <= medium ? 'medium' : 'long';
}

/** A card of either catalogue, as far as the filters read it. */
export type FilterableCard = Pick<ExcursionCard, 'group' | 'price_from' | 'prices'> &
  (Pick<ExcursionCard, 'duration_minutes'> | Pick<TourCard, 'days'>);

const durationOf = (card: FilterableCard): number =>
  'duration_minutes' in card ? card.duration_minutes : card.days;

/**
 * The filters that mean something for these cards: a group that none of them belongs to (a stale
 * link, saved results of another day) is dropped rather than hiding everything.
 */
export function effectiveFilters(filters: TripFilters, cards: readonly FilterableCard[]): TripFilters {
  const known = cards.some((card) => card.group.slug === filters.group);
  return known ? filters : { ...filters, group: undefined };
}

/** How many filters are on: the price range counts once. 'Фильтры (2)'. */
export function activeFilterCount(filters: TripFilters): number {
  const price = filters.price_min !== undefined || filters.price_max !== undefined;
  return [price, filters.duration !== undefined, filters.group !== undefined].filter(Boolean).length;
}

/** Whether a card passes every filter that is on. */
export function matchesFilters(card: FilterableCard, filters: TripFilters, kind: TripKind): boolean {
  const fare = adultFare(card);
  if (filters.price_min !== undefined && fare < filters.price_min) return false;
  if (filters.price_max !== undefined && fare > filters.price_max) return false;
  if (filters.group !== undefined && card.group.slug !== filters.group) return false;
  return filters.duration === undefined || durationStep(durationOf(card), kind) === filters.duration;
}

/** What the panel needs: the filters in force, and the list before filtering (its groups and fares). */
export interface FilterChoices {
  filters: TripFilters;
  cards: readonly FilterableCard[];
}

/** The cards that pass the filters, and what the panel offers. */
export function filterCards<Card extends FilterableCard>(
  cards: readonly Card[],
  filters: TripFilters,
  kind: TripKind,
): { cards: Card[]; panel: FilterChoices } {
  const effective = effectiveFilters(filters, cards);
  const panel = { filters: effective, cards };
  if (activeFilterCount(effective) === 0) return { cards: [...cards], panel };
  return { cards: cards.filter((card) => matchesFilters(card, effective, kind)), panel };
}

/** A list of groups filtered card by card (the cards under `key`); a group left with no card goes. */
function filterCardGroups<Key extends string, Group extends Record<Key, readonly FilterableCard[]>>(
  groups: readonly Group[],
  key: Key,
  filters: TripFilters,
  kind: TripKind,
): { groups: Group[]; panel: FilterChoices } {
  const { panel } = filterCards(
    groups.flatMap((group) => group[key]),
    filters,
    kind,
  );
  if (activeFilterCount(panel.filters) === 0) return { groups: [...groups], panel };
  const filtered = groups
    .map((group) => ({
      ...group,
      [key]: group[key].filter((card) => matchesFilters(card, panel.filters, kind)),
    }))
    .filter((group) => group[key].length > 0);
  return { groups: filtered, panel };
}

export const filterExcursionGroups = (groups: readonly ExcursionGroup[], filters: TripFilters) =>
  filterCardGroups(groups, 'excursions', filters, 'excursion');

export const filterTourGroups = (groups: readonly TourGroup[], filters: TripFilters) =>
  filterCardGroups(groups, 'tours', filters, 'tour');
