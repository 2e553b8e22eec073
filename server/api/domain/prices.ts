import type { Schemas } from '../contract/types.ts';
import { roubles } from '../lib/text.ts';

export const AGE_CATEGORIES = ['vzroslyi', 'pensioner', 'student', 'rebenok'] as const;
type AgeCategory = (typeof AGE_CATEGORIES)[number];
export type AgePrices = Record<AgeCategory, number>;
/** Tourists per age category, as a cart keeps them. */
export type TouristCounts = Partial<Record<AgeCategory, number>>;

const AGE_TITLES: Record<AgeCategory, string> = {
  vzroslyi: 'Взрослый',
  pensioner: 'Пенсионер',
  student: 'Студент, учащийся старше 14 лет',
  rebenok: 'Ребенок',
};

/** What one adult pays: the fare an 'от' price quotes, so a total never jumps at booking. */
export const adultFare = (prices: AgePrices): number => prices.vzroslyi ?? Math.min(...Object.values(prices));

export const priceList = (prices: AgePrices): Schemas['Price'][] =>
  AGE_CATEGORIES.map((category) => ({ category, title: AGE_TITLES[category], price: prices[category] }));

/** A line per age category with tourists: count, fare and what they pay. */
export function touristLines(counts: TouristCounts, prices: AgePrices): Schemas['TouristLine'][] {
  return AGE_CATEGORIES.filter((category) => (counts[category] ?? 0) > 0).map((category) => ({
    category,
    title: AGE_TITLES[category],
    count: counts[category]!,
    price: prices[category],
    total: roubles(counts[category]! * prices[category]),
  }));
}

export const sumOf = (lines: ReadonlyArray<{ total: number }>): number =>
  roubles(lines.reduce((total, line) => total + line.total, 0));

export const touristCount = (lines: ReadonlyArray<{ count: number }>): number =>
  lines.reduce((count, line) => count + line.count, 0);
