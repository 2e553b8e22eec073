import { apiList, iso, pricePattern } from './catalogue-helpers';
import { expect, test } from './fixtures';

interface Priced {
  title: string;
  prices: Array<{ category: string; price: number }>;
}

const adultFare = (item: Priced) => item.prices.find((price) => price.category === 'vzroslyi')!.price;

/**
 * An 'от' price is what one adult pays (not a child's fare, which made the total jump at
 * booking), in lists, tables and cards alike, and says so to a screen reader.
 */
test.describe('"от" prices quote the adult fare', () => {
  test('every excursion card of the default search', async ({ page, request }) => {
    const search = `date_from=${iso(0)}&date_to=${iso(7)}&tourists=1`;
    const groups = await apiList<{ excursions: Priced[] }>(
      request,
      `/api/catalog/group_excursions/?${search}`,
    );
    const excursions = groups.flatMap((group) => group.excursions);
    expect(excursions.some((item) => Math.min(...item.prices.map((p) => p.price)) < adultFare(item))).toBe(
      true,
    );
    await page.goto(`/excursions/?${search}`);
    for (const excursion of excursions) {
      const card = page.locator('.catalogue-card', { hasText: excursion.title }).first();
      await expect(card.locator('.card__price')).toHaveText(
        new RegExp(`^от ${pricePattern(adultFare(excursion)).source} за взрослого$`),
      );
    }
  });

  test('every tour card, and the tour table', async ({ page, request }) => {
    const groups = await apiList<{ tours: Priced[] }>(request, '/api/catalog/group_tours/');
    const tours = groups.flatMap((group) => group.tours);
    await page.goto('/tours/');
    for (const tour of tours) {
      const card = page.locator('.tour-card', { hasText: tour.title }).first();
      await expect(card.locator('.card__price')).toContainText(pricePattern(adultFare(tour)));
    }
    await page.goto('/tours/table/');
    for (const tour of tours) {
      const row = page.locator('.tours-table__row', { hasText: tour.title }).first();
      await expect(row.locator('.tours-table__price')).toContainText(pricePattern(adultFare(tour)));
    }
  });
});
