import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract, fileDemoApp, resultsOf } from './helpers.ts';

/**
 * A trip's own rating and reviews (contract: `rating`, `reviews_count` on cards and details, a few
 * `reviews` on details): the demo's seeded trips carry them, a trip nobody has reviewed says 0 and
 * null, and every answer stays the contract's.
 */

interface Review {
  id: number;
  name: string;
  created: string;
  text: string;
  rating: number;
}
interface Rated {
  slug: string;
  title: string;
  rating?: number | null;
  reviews_count?: number;
}
interface Detail extends Rated {
  reviews?: Review[];
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

const detail = async (url: string, operationId: string) =>
  expectContract(await app.inject(url), operationId) as Detail;

/** The average of the ratings to one decimal, as the contract's `rating` is. */
const averageOf = (ratings: number[]) =>
  Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 10) / ratings.length) / 10;

describe('a trip’s rating and reviews in the demo', () => {
  it('a reviewed excursion: its rating, count and latest reviews, newest first', async () => {
    const excursion = await detail(
      '/api/catalog/excursions/pskov-obzornye/pskovskij-kreml/',
      'getCatalogExcursion',
    );
    expect(excursion.reviews_count).toBe(6);
    const reviews = excursion.reviews!;
    // A few of the six, the newest; the count says how many there are.
    expect(reviews).toHaveLength(4);
    const dates = reviews.map((review) => Date.parse(review.created));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.every((date) => date < Date.now())).toBe(true);
    // Seeded 5, 3, 5, 5, 4, 5: 27 / 6.
    expect(excursion.rating).toBe(4.5);
    for (const review of reviews) {
      expect(review.name).not.toBe('');
      expect(review.text.length).toBeGreaterThan(40);
    }
  });

  it('a reviewed tour: its rating rounded to one decimal', async () => {
    const tour = await detail(
      '/api/catalog/tours/mnogodnevnye/zolotoe-kolco-pskovshchiny/',
      'getCatalogTour',
    );
    expect(tour.reviews_count).toBe(4);
    // Seeded 4, 5, 3, 5: 4.25, rounded up.
    expect(tour.rating).toBe(4.3);
    expect(averageOf(tour.reviews!.map((review) => review.rating))).toBe(4.3);
  });

  it('a trip nobody has reviewed: a count of 0, no rating and no reviews', async () => {
    const excursion = await detail(
      '/api/catalog/excursions/pskov-obzornye/kupecheskij-pskov/',
      'getCatalogExcursion',
    );
    expect([excursion.rating, excursion.reviews_count, excursion.reviews]).toEqual([null, 0, []]);
    const tour = await detail('/api/catalog/tours/mnogodnevnye/kreposti-severo-zapada/', 'getCatalogTour');
    expect([tour.rating, tour.reviews_count, tour.reviews]).toEqual([null, 0, []]);
  });

  it('cards carry the same rating and count as the detail, and no reviews', async () => {
    const list = await app.inject('/api/excursions/?page_size=100');
    expectContract(list, 'listExcursions');
    const excursions = resultsOf<Rated & { reviews?: unknown }>(list);
    const kreml = excursions.find((card) => card.slug === 'pskovskij-kreml')!;
    expect([kreml.rating, kreml.reviews_count, kreml.reviews]).toEqual([4.5, 6, undefined]);
    expect(excursions.find((card) => card.slug === 'kupecheskij-pskov')).toMatchObject({
      rating: null,
      reviews_count: 0,
    });

    const groupList = await app.inject('/api/catalog/group_tours/?page_size=100');
    expectContract(groupList, 'listTourGroups');
    const groups = resultsOf<{ tours: Array<Rated & { reviews?: unknown }> }>(groupList);
    const tours = groups.flatMap((group) => group.tours);
    const rated = tours.filter((tour) => tour.reviews_count! > 0);
    // Several trips, not all.
    expect(rated.length).toBeGreaterThan(1);
    expect(rated.length).toBeLessThan(tours.length);
    const novgorod = tours.find((tour) => tour.slug === 'pskov-i-novgorod')!;
    const novgorodDetail = await detail(
      '/api/catalog/tours/mnogodnevnye/pskov-i-novgorod/',
      'getCatalogTour',
    );
    expect([novgorod.rating, novgorod.reviews_count, novgorod.reviews]).toEqual([
      novgorodDetail.rating,
      novgorodDetail.reviews_count,
      undefined,
    ]);
  });

  it('reads like a real agency’s: each text once, not every rating a five, a low one says what fell short', async () => {
    const paths = [
      ['/api/catalog/excursions/pskov-obzornye/pskovskij-kreml/', 'getCatalogExcursion'],
      ['/api/catalog/excursions/ozera-i-kreposti/talabskie-ostrova/', 'getCatalogExcursion'],
      ['/api/catalog/excursions/izborsk-pechory/izborsk-i-pechory/', 'getCatalogExcursion'],
      ['/api/catalog/tours/vyhodnogo-dnya/pskov-izborsk-pechory-2-dnya/', 'getCatalogTour'],
      ['/api/catalog/tours/mnogodnevnye/zolotoe-kolco-pskovshchiny/', 'getCatalogTour'],
    ] as const;
    const reviews = (await Promise.all(paths.map(([url, operation]) => detail(url, operation)))).flatMap(
      (trip) => trip.reviews!,
    );
    const texts = reviews.map((review) => review.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(reviews.map((review) => review.rating)).size).toBeGreaterThan(2);
    for (const review of reviews.filter((review) => review.rating < 5))
      expect(review.text, review.name).toMatch(/но|минус|жаль|хотелось бы|только/i);
  });
});
