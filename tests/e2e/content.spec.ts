import { expect, takeSanitiserParseViolations, test } from './fixtures';
import { apiJson, display } from './catalogue-helpers';

interface ApiPage {
  path: string;
  title: string;
  content: string;
  seo: { title: string; h1: string };
}
interface Review {
  id: number;
  name: string;
  created: string;
  text: string;
  rating: number;
}
interface ReviewPage {
  count: number;
  results: Review[];
}

const REVIEWS_PAGE_SIZE = 10;

test.describe('content pages', () => {
  test('the privacy policy shows the API page’s HTML under a way back home', async ({ page, request }) => {
    const policy = await apiJson<ApiPage>(request, '/api/pages/about/policy/');
    const response = await page.goto('/about/policy/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.seo.h1 || policy.title);
    const crumbs = page.getByRole('navigation', { name: 'Вы здесь' });
    await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(policy.seo.h1 || policy.title);

    const body = page.locator('.content-page__body');
    const subheadings = [...policy.content.matchAll(/<h2>(.*?)<\/h2>/g)].map((match) => match[1]!);
    expect(subheadings.length).toBeGreaterThan(0);
    await expect(body.getByRole('heading', { level: 2 })).toHaveText(subheadings);
    const mail = /href="(mailto:[^"]+)"/.exec(policy.content)?.[1];
    if (mail) await expect(body.locator(`a[href="${mail}"]`)).toBeVisible();
  });

  test('the heading stays where the server’s first frame drew it when the client takes over', async ({
    browser,
    page,
  }) => {
    for (const path of ['/about/policy/', '/kontakty/']) {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
      const frame = await noScript.newPage();
      await frame.goto(path);
      const framed = await frame.getByRole('heading', { level: 1 }).boundingBox();
      await noScript.close();

      await page.goto(path);
      await expect(page.locator('.content-page__body')).toBeVisible();
      const rendered = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(framed).not.toBeNull();
      expect(rendered?.y).toBe(framed?.y);
      expect(rendered?.height).toBe(framed?.height);
    }
  });

  test.describe('with the worker blocked (page.route sees every call)', () => {
    test.use({ serviceWorkers: 'block' });

    test('a catch-all page renders its HTML sanitised: the text shows, no script runs', async ({
      page,
      request,
      cspViolations,
    }) => {
      const faq = await apiJson<ApiPage>(request, '/api/pages/faq/');
      // The demo pages hold no scripts, so one is slipped into the real API answer on its way.
      await page.route('**/api/pages/faq/', async (route) => {
        const answer = await route.fetch();
        const json = (await answer.json()) as ApiPage;
        json.content +=
          '<p id="injected">Безопасный текст</p><script>window.__pwned = 1</script>' +
          '<img src="/nope.png" onerror="window.__pwned = 2" alt="">' +
          '<a id="js-link" href="javascript:window.__pwned=3">ссылка</a>';
        await route.fulfill({ response: answer, json });
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));

      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: faq.title }).click();
      await expect(page).toHaveURL(/\/faq\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(faq.seo.h1 || faq.title);
      const firstHeading = /<h2>(.*?)<\/h2>/.exec(faq.content)![1]!;
      await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
      await expect(page.locator('#injected')).toHaveText('Безопасный текст');

      await expect(page.locator('.content-page__body script')).toHaveCount(0);
      await expect(page.locator('.content-page__body [onerror]')).toHaveCount(0);
      await expect(page.locator('#js-link')).not.toHaveAttribute('href', /javascript:/);
      // Whatever the HTML tried has had its chance: the page has loaded and gone quiet.
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
      // The injected handler, refused as the sanitiser parsed it: the policy's second line held too.
      expect(takeSanitiserParseViolations(cspViolations)).toBeLessThanOrEqual(1);
    });
  });
});

test.describe('reviews', () => {
  test('desktop: the menu marks one item as current, the page’s own', async ({ page }) => {
    await page.goto('/about/comments/');
    const current = page
      .getByRole('navigation', { name: 'Основное меню' })
      .locator('.site-nav__link--current');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('Отзывы');
  });

  test('the summary is the real average and count of the reviews', async ({ page, request }) => {
    const all = await apiJson<ReviewPage>(request, '/api/reviews/?page_size=100&page=1');
    const average = all.results.reduce((sum, review) => sum + review.rating, 0) / all.results.length;
    const shown = (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
    expect(shown).not.toBe('5,0');
    await page.goto('/about/comments/');
    const summary = page.locator('.reviews-summary');
    await expect(summary).toContainText(`${shown} из 5`);
    await expect(summary).toContainText(`${all.count} отзыв`);
    await expect(summary.getByRole('img')).toHaveAttribute('aria-label', `Средняя оценка ${shown} из 5`);
  });

  test('page 2 in the URL shows the API’s page 2, and the pager moves through the URL', async ({
    page,
    request,
  }) => {
    const first = await apiJson<ReviewPage>(request, `/api/reviews/?page_size=${REVIEWS_PAGE_SIZE}&page=1`);
    const second = await apiJson<ReviewPage>(request, `/api/reviews/?page_size=${REVIEWS_PAGE_SIZE}&page=2`);
    expect(first.count).toBeGreaterThan(REVIEWS_PAGE_SIZE);

    await page.goto('/about/comments/?page=2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Отзывы');
    const reviews = page.getByRole('article');
    await expect(reviews).toHaveCount(second.results.length);
    const review = second.results[0]!;
    await expect(reviews.first()).toContainText(review.name);
    await expect(reviews.first()).toContainText(review.text);
    await expect(reviews.first().locator('time')).toHaveText(display(review.created));
    await expect(reviews.first().getByRole('img')).toHaveAttribute(
      'aria-label',
      `Оценка ${review.rating} из 5`,
    );

    const pager = page.getByRole('navigation', { name: 'Страницы отзывов' });
    await expect(pager.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(/\/about\/comments\/$/);
    await expect(reviews.first()).toContainText(first.results[0]!.text);
    await expect(pager.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Страница 2' }).click();
    await expect(page).toHaveURL(/\/about\/comments\/\?page=2$/);
    await expect(reviews.first()).toContainText(review.text);
  });

  test('the page carries JSON-LD with the aggregate rating (best 5) and the page’s reviews', async ({
    page,
    request,
  }) => {
    const config = await apiJson<{ SITE_NAME: string }>(request, '/api/configs/');
    const second = await apiJson<ReviewPage>(request, `/api/reviews/?page_size=${REVIEWS_PAGE_SIZE}&page=2`);
    await page.goto('/about/comments/?page=2');
    const script = page.locator('script[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const data = JSON.parse((await script.textContent())!) as {
      '@type': string;
      name: string;
      aggregateRating: { '@type': string; ratingValue: number; bestRating: number; reviewCount: number };
      review: Array<{
        author: { name: string };
        datePublished: string;
        reviewBody: string;
        reviewRating: { ratingValue: number; bestRating: number };
      }>;
    };
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.name).toBe(config.SITE_NAME);
    expect(data.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 5,
      bestRating: 5,
      reviewCount: second.count,
    });
    expect(data.review).toHaveLength(second.results.length);
    expect(data.review.map((review) => review.author.name)).toEqual(
      second.results.map((review) => review.name),
    );
    expect(data.review[0]).toMatchObject({
      datePublished: second.results[0]!.created,
      reviewBody: second.results[0]!.text,
      reviewRating: { ratingValue: second.results[0]!.rating, bestRating: 5 },
    });
  });
});
