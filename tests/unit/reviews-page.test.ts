import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, parseReviewPage, ratingSummary } from '@/features/reviews/review-page';
import { jsonForScript, reviewsJsonLd } from '@/features/reviews/reviews-json-ld';

describe('parseReviewPage', () => {
  it('reads a whole page number from the URL', () => {
    expect(parseReviewPage('2')).toBe(2);
    expect(parseReviewPage(3)).toBe(3);
    expect(parseReviewPage('1')).toBe(1);
  });

  it('takes anything else as page 1', () => {
    for (const bad of [
      '0',
      '-2',
      '1.5',
      'abc',
      '',
      ' ',
      undefined,
      null,
      {},
      [],
      '2abc',
      Number.NaN,
      1e300,
      'Infinity',
    ]) {
      expect(parseReviewPage(bad)).toBe(1);
    }
  });
});

describe('pageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCount(32, 10)).toBe(4);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12]);
  });

  it('shows a single skipped page instead of a gap', () => {
    expect(pageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });
});

describe('reviewsJsonLd', () => {
  const reviews = [
    { id: 1, name: 'Анна', created: '2026-11-02T10:16:40+00:00', text: 'Отлично', rating: 4 },
    { id: 2, name: 'Борис', created: '2026-10-28T07:53:40+00:00', text: 'Хорошо </script>', rating: 5 },
  ];
  const data = reviewsJsonLd({
    siteName: 'Псков Тур',
    url: 'https://x.example/about/comments/',
    count: 32,
    reviews,
  });

  it('describes the agency with the fixed aggregate of docs/product.md#constants and the total count', () => {
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe('Псков Тур');
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      bestRating: 5,
      reviewCount: 32,
    });
  });

  it('carries the page reviews with author, date, text and a rating out of 5', () => {
    expect(data.review).toHaveLength(2);
    expect(data.review[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Анна' },
      datePublished: '2026-11-02T10:16:40+00:00',
      reviewBody: 'Отлично',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('is serialised so that no review text can close the script element', () => {
    const json = jsonForScript(data);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('ratingSummary', () => {
  it('is the real mean of the ratings, to one decimal', () => {
    expect(ratingSummary(3, [{ rating: 5 }, { rating: 4 }, { rating: 5 }])).toEqual({
      average: 4.7,
      count: 3,
      basedOn: 3,
    });
    expect(ratingSummary(2, [{ rating: 3 }, { rating: 4 }]).average).toBe(3.5);
  });

  it('says how many reviews the mean stands on when there are more than it read', () => {
    expect(ratingSummary(250, [{ rating: 5 }, { rating: 3 }])).toEqual({
      average: 4,
      count: 250,
      basedOn: 2,
    });
  });

  it('has no mean without reviews', () => {
    expect(ratingSummary(0, [])).toEqual({ average: null, count: 0, basedOn: 0 });
  });
});
