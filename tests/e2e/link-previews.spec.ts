import { apiList } from './catalogue-helpers';
import { expect, test } from './fixtures';

interface Entity {
  title: string;
  url: string;
  seo: { title: string; description: string };
  og: { title: string; description: string; image: string };
}

const metaContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test.describe('link previews', () => {
  test('a tour page’s HTML carries its og:title and og:image before any script runs', async ({
    request,
    baseURL,
  }) => {
    const groups = await apiList<{ tours: Entity[] }>(request, '/api/catalog/group_tours/');
    const card = groups.flatMap((group) => group.tours)[0]!;
    const tour = (await (
      await request.get(`/api/catalog/tours${card.url.replace(/^\/tours/, '')}`)
    ).json()) as Entity;

    const response = await request.get(card.url, {
      headers: { 'user-agent': 'TelegramBot (like TwitterBot)' },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(metaContent(html, 'og:title')).toBe(tour.og.title);
    expect(metaContent(html, 'og:image')).toBe(new URL(tour.og.image, baseURL).href);
    expect(metaContent(html, 'og:url')).toBe(new URL(card.url, baseURL).href);
    expect(html).toContain(`<title>${tour.seo.title}</title>`);
  });

  test('the head stays one set of tags after hydration and follows a client navigation', async ({
    page,
    request,
  }) => {
    const about = (await (await request.get('/api/pages/about/')).json()) as Entity;
    await page.goto('/about/');
    await expect(page).toHaveTitle(about.seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', about.seo.description);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', about.og.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/about/', page.url()).href,
    );

    const policy = (await (await request.get('/api/pages/about/policy/')).json()) as Entity;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }).click();
    await expect(page).toHaveURL(/\/about\/policy\/$/);
    await expect(page).toHaveTitle(policy.seo.title);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', policy.seo.description);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL('/about/policy/', page.url()).href,
    );
  });

  test('robots.txt points to the sitemap, which lists the catalogue', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const groups = await apiList<Entity & { tours: Entity[] }>(request, '/api/catalog/group_tours/');
    for (const group of groups) {
      expect(sitemap).toContain(`<loc>${new URL(group.url, baseURL).href}</loc>`);
    }
  });
});
