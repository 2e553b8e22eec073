import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileDemoApp, resultsOf } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await fileDemoApp();
});

interface Review {
  name: string;
  text: string;
  rating: number;
}

describe('the demo content reads like a real agency’s', () => {
  it('reviews: each text and each sentence is written once, and not every rating is a five', async () => {
    const page = (await app.inject('/api/reviews/?page=1&page_size=100')).json<{
      count: number;
      results: Review[];
    }>();
    expect(page.results).toHaveLength(page.count);
    const texts = page.results.map((review) => review.text);
    expect(new Set(texts).size).toBe(texts.length);
    const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(new Set(page.results.map((review) => review.name)).size).toBe(page.count);
    expect(page.results.some((review) => review.rating < 5)).toBe(true);
    // A review below five says what fell short; a five does not promise 'Пять звёзд' to a four.
    for (const review of page.results) {
      if (review.rating < 5)
        expect(review.text, review.name).toMatch(/но|минус|жаль|хотелось бы|тройку|только/i);
      else expect(review.text, review.name).not.toMatch(/тройку|минус одна звезда/i);
    }
  });

  it('tours: every tour shows a sold-out departure among its dates', async () => {
    const groups = resultsOf<{ tours: Array<{ title: string; events: Array<{ places_left: number }> }> }>(
      await app.inject('/api/catalog/group_tours/?page_size=100'),
    );
    for (const tour of groups.flatMap((group) => group.tours)) {
      if (tour.events.length < 2) continue;
      expect(
        tour.events.some((event) => event.places_left === 0),
        tour.title,
      ).toBe(true);
    }
  });

  it('prices: an excursion’s and a tour’s price_from is what one adult pays', async () => {
    const excursion = (await app.inject('/api/catalog/excursions/pskov-obzornye/pskovskij-kreml/')).json<{
      price_from: number;
      prices: Array<{ category: string; price: number }>;
    }>();
    expect(excursion.price_from).toBe(excursion.prices.find((price) => price.category === 'vzroslyi')!.price);
    const tour = (await app.inject('/api/catalog/tours/mnogodnevnye/pskov-i-novgorod/')).json<{
      price_from: number;
      prices: Array<{ category: string; price: number }>;
    }>();
    expect(tour.price_from).toBe(tour.prices.find((price) => price.category === 'vzroslyi')!.price);
  });
});
