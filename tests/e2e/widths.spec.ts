import { expect, test } from './fixtures';
import { widthsToCheck } from './support/breakpoints';

/** Every public page, the catalogue's lists, tables and details, the content pages and the 404. */
const PAGES = [
  '/',
  '/excursions/',
  '/excursions/table/',
  '/excursions/pskov-obzornye/',
  '/excursions/pskov-obzornye/pskovskij-kreml/',
  '/excursions_old/',
  '/excursions_old/table/',
  '/excursions_old/events/progulki-arhiv/nochnoj-pskov/',
  '/tours/',
  '/tours/table/',
  // The filters unfolded above the list and the table.
  '/excursions/?duration=short&price_max=2000',
  '/tours/table/?duration=medium',
  '/tours/mnogodnevnye/',
  '/tours/mnogodnevnye/pskov-i-novgorod/',
  '/tours/events/mnogodnevnye/pskov-i-novgorod/',
  '/hotels/',
  '/hotels/staryj-pskov/',
  '/hotels/staryj-pskov/standard/',
  '/about/policy/',
  '/about/comments/',
  '/oplata-i-vozvrat/',
  '/cart/',
  '/no-such-page/',
];

const NARROWEST_PX = 320;
const WIDEST_PX = 1440;
/** Where the layout can change: the CSS's own breakpoints and a width either side, and the extremes. */
const WIDTHS = widthsToCheck(NARROWEST_PX, WIDEST_PX);

test.describe('no page scrolls sideways, from a small phone to a wide desktop', () => {
  // A page each, nothing shared: the two workers share the file's pages.
  test.describe.configure({ mode: 'parallel' });

  for (const path of PAGES) {
    test(`${path} fits from ${NARROWEST_PX} to ${WIDEST_PX} px, at every breakpoint of the CSS`, async ({
      page,
    }) => {
      await page.goto(path);
      const overflowing: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const [scrollWidth, innerWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.innerWidth,
        ]);
        if (scrollWidth > innerWidth) overflowing.push(`${width} px: ${scrollWidth} px wide`);
      }
      expect(overflowing).toEqual([]);
    });
  }

  test('the desktop menu never runs under the cart, from 1024 px on', async ({ page }) => {
    await page.goto('/');
    const overlapping: number[] = [];
    for (const width of WIDTHS.filter((candidate) => candidate >= 1024)) {
      await page.setViewportSize({ width, height: 900 });
      const [menuEnd, cartStart] = await page.evaluate(() => [
        Math.max(
          ...[...document.querySelectorAll('.site-nav__item')].map(
            (item) => item.getBoundingClientRect().right,
          ),
        ),
        document.querySelector('.site-header__cart')!.getBoundingClientRect().left,
      ]);
      if (menuEnd > cartStart) overlapping.push(width);
    }
    expect(overlapping).toEqual([]);
  });
});
