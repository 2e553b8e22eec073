import { expect, test, watchCspViolations } from './fixtures';
import { display, typeDate } from './catalogue-helpers';

const DAY_MS = 86_400_000;
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The next midnight in Moscow (UTC+3, no daylight saving) after now. */
function nextMoscowMidnight(): number {
  const moscowNow = Date.now() + MOSCOW_OFFSET_MS;
  return Math.ceil(moscowNow / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
}

const moscowDay = (time: number) => new Date(time + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);

/**
 * "Today" is the agency's calendar day (Europe/Moscow) on the server and in every browser (each
 * time zone: tests/unit/agency-day.test.ts). Here the real render and hydration: a visitor in
 * Vladivostok, already tomorrow a minute before Moscow midnight, gets the search defaults the
 * server rendered, hydrates them without a mismatch, and may search from the agency's today. The
 * shared test server stands at that moment for this page's requests (`x-test-now`, test mode only).
 */
test('a browser in Vladivostok a minute before Moscow midnight renders, hydrates and searches from the agency day', async ({
  browser,
}) => {
  const at = nextMoscowMidnight() - 60_000;
  const context = await browser.newContext({
    timezoneId: 'Asia/Vladivostok',
    extraHTTPHeaders: { 'x-test-now': new Date(at).toISOString() },
  });
  const violations = await watchCspViolations(context);
  try {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(at));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const today = moscowDay(at);
    const weekLater = moscowDay(at + 7 * DAY_MS);
    await page.goto('/excursions/');
    await expect(page).toHaveURL(
      new RegExp(`/excursions/\\?date_from=${today}&date_to=${weekLater}&tourists=1$`),
    );
    const form = page.getByRole('form', { name: 'Поиск экскурсий' });
    await expect(form.getByLabel('Дата с')).toHaveValue(display(today));
    await page.waitForFunction(() => !('$_TSR' in window));

    // The agency's today is not "in the past", wherever the browser is.
    const threeDaysLater = moscowDay(at + 3 * DAY_MS);
    await typeDate(form.getByLabel('Дата по'), threeDaysLater);
    await form.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${today}&date_to=${threeDaysLater}&tourists=1$`));
    await expect(form.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
