import { adultFare } from '@/shared/lib/adult-fare';
import type { FilterableCard } from './filters';

/** The group of a list's cards: its slug (the link's value) and title (the panel's). */
export interface GroupOption {
  slug: string;
  title: string;
}

/** The groups the cards belong to, in the order they first appear. */
export function groupOptions(cards: readonly FilterableCard[]): GroupOption[] {
  const seen = new Map<string, GroupOption>();
  for (const { group } of cards) if (!seen.has(group.slug)) seen.set(group.slug, group);
  return [...seen.values()].map(({ slug, title }) => ({ slug, title }));
}

/** The cheapest and dearest adult fares of the cards: the price fields' hints. */
export function fareRange(cards: readonly FilterableCard[]): { min: number; max: number } | null {
  if (cards.length === 0) return null;
  const fares = cards.map(adultFare);
  return { min: Math.min(...fares), max: Math.max(...fares) };
}
