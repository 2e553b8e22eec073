import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';

const HOST = 'tours.example';
const ORIGIN = `http://${HOST}`;

let app: FastifyInstance;
beforeAll(async () => {
  // The site's origin, and the one `inject` calls by default (`Host: localhost:80`).
  app = await buildTestApp({ publicOrigins: [ORIGIN, 'http://localhost'] });
});
afterAll(async () => {
  await app.close();
});

interface Entity {
  title: string;
  url: string;
  catalog?: string;
  seo: { title: string; description: string; keywords: string };
  og: { title: string; description: string; image: string };
}

const api = async <T>(url: string) => (await app.inject(url)).json<T>();
/** Every item of a list call (the lists are DRF pages; one page of the largest size holds them). */
const list = async <T>(url: string) =>
  (await api<{ results: T[] }>(`${url}${url.includes('?') ? '&' : '?'}page_size=100`)).results;
const page = (url: string) => app.inject({ url, headers: { host: HOST } });

/** The value of a meta tag the server wrote (`name` or `property`), unescaped enough for plain text. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

async function firstTour(): Promise<Entity & { group: Entity }> {
  const groups = await list<Entity & { tours: Entity[] }>('/api/catalog/group_tours/');
  const group = groups.find((item) => item.tours.length > 0)!;
  const path = group.tours[0]!.url.replace(/^\/tours\//, '').replace(/\/$/, '');
  return { ...(await api<Entity>(`/api/catalog/tours/${path}/`)), group };
}

describe('link previews: the HTML carries the page’s own head tags', () => {
  it('a tour page: title, description, canonical and og:* from the tour, absolute URLs', async () => {
    const tour = await firstTour();
    const response = await page(tour.url);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${tour.seo.title}</title>`);
    expect(meta(html, 'description')).toBe(tour.seo.description);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${tour.url}"/>`);
    expect(meta(html, 'og:title')).toBe(tour.og.title);
    expect(meta(html, 'og:description')).toBe(tour.og.description);
    expect(meta(html, 'og:image')).toBe(new URL(tour.og.image, ORIGIN).href);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}${tour.url}`);
    expect(meta(html, 'og:type')).toBe('website');
    const config = await api<Record<string, string>>('/api/configs/');
    expect(meta(html, 'og:site_name')).toBe(config.SITE_NAME);
    // One title and one description: the page's own replace the site's defaults.
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('a tour group and a tour by its own slug are found too', async () => {
    const tour = await firstTour();
    const group = await page(tour.group.url);
    expect(group.statusCode).toBe(200);
    expect(meta(group.body, 'og:title')).toBe(tour.group.og.title);
    const slug = tour.url.split('/').filter(Boolean).pop();
    expect((await page(`/tours/${slug}/`)).statusCode).toBe(200);
    expect((await page(`/tours/events/${slug}/`)).statusCode).toBe(200);
  });

  it('excursions, excursion groups, hotels and room types carry their own og:title', async () => {
    const groups = await list<Entity & { excursions: Entity[] }>('/api/catalog/group_excursions/');
    const group = groups.find((item) => item.excursions.length > 0)!;
    const excursion = group.excursions[0]!;
    const detail = await api<Entity>(`/api/catalog/excursions${excursion.url.replace(/^\/excursions/, '')}`);
    const hotels = await list<{ slug: string; room_types: Array<{ slug: string }> }>('/api/hotels/');
    const hotel = await api<Entity>(`/api/catalog/hotels/${hotels[0]!.slug}/`);
    const roomPath = `${hotels[0]!.slug}/${hotels[0]!.room_types[0]!.slug}`;
    const room = await api<Entity>(`/api/catalog/room_type/${roomPath}/`);

    for (const [url, entity] of [
      [group.url, group],
      [excursion.url, detail],
      [`/hotels/${hotels[0]!.slug}/`, hotel],
      [`/hotels/${roomPath}/`, room],
    ] as const) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(meta(response.body, 'og:title'), url).toBe(entity.og.title);
    }
  });

  it('a catalogue path the API does not know is 404 with the 404 page', async () => {
    for (const url of [
      '/tours/no-such-tour/',
      '/tours/events/no-such-tour/',
      '/excursions/no-such-group/',
      '/excursions/a/b/',
      '/excursions/a/b/c/',
      '/excursions_old/events/no-such/',
      '/hotels/no-such-hotel/',
      '/hotels/staryj-pskov/no-such-room/',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain(
        'class="error-page__title">Запрашиваемая страница не найдена</h1>',
      );
    }
  });

  it('an excursion of the other catalogue is not found (as the client’s route says)', async () => {
    const old = await list<Entity>('/api/catalog/group_excursion_list/');
    const oldGroup = old[0]!;
    expect((await page(oldGroup.url)).statusCode).toBe(200);
    expect((await page(oldGroup.url.replace('/excursions_old/', '/excursions/'))).statusCode).toBe(404);
  });

  it('a content page carries its seo and og data; a list page the site defaults', async () => {
    const about = await api<Entity>('/api/pages/about/');
    const html = (await page('/about/')).body;
    expect(meta(html, 'og:title')).toBe(about.og.title);
    expect(meta(html, 'description')).toBe(about.seo.description);

    const config = await api<Record<string, string>>('/api/configs/');
    const list = (await page('/tours/')).body;
    expect(list).toContain(`<title>Туры — ${config.SITE_NAME}</title>`);
    expect(meta(list, 'description')).toBe(config.SITE_DESCRIPTION);
    expect(meta(list, 'keywords')).toBe(config.SITE_KEYWORDS);
    expect(meta(list, 'og:image')).toBe(new URL(config.SITE_IMAGE!, ORIGIN).href);
    expect(list).toContain(`<link rel="canonical" href="${ORIGIN}/tours/"/>`);
  });

  it('the canonical URL drops the query, and a forged Host header is not written into the page', async () => {
    const html = (await page('/tours/?utm_source=tg')).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tours/"/>`);
    const forged = await app.inject({ url: '/tours/', headers: { host: 'evil.example"><script>' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('evil.example');
  });

  it('the reviews page carries its structured data: the agency, its rating and the page’s reviews', async () => {
    const html = (await page('/about/comments/')).body;
    const script = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    expect(script).not.toBeNull();
    const data = JSON.parse(script![1]!) as { '@type': string; url: string; review: unknown[] };
    expect(data['@type']).toBe('LocalBusiness');
    expect(data.url).toBe(`${ORIGIN}/about/comments/`);
    expect(data.review.length).toBeGreaterThan(0);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps private paths out and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /user/');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists every public list, group, detail and content URL, absolute', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);

    const tourGroups = await list<Entity & { tours: Entity[] }>('/api/catalog/group_tours/');
    const hotels = await list<{ slug: string }>('/api/hotels/');
    const expected = [
      '/',
      '/excursions/',
      '/tours/',
      '/hotels/',
      '/about/comments/',
      '/about/policy/',
      '/about/',
      ...tourGroups.flatMap((group) => [group.url, ...group.tours.map((tour) => tour.url)]),
      ...hotels.map((hotel) => `/hotels/${hotel.slug}/`),
    ];
    for (const path of expected) expect(locs, path).toContain(`${ORIGIN}${path}`);
    for (const path of ['/cart/', '/order/', '/user/account/'])
      expect(locs).not.toContain(`${ORIGIN}${path}`);

    // Every URL listed answers 200.
    for (const loc of locs) {
      const url = new URL(loc!);
      expect((await page(url.pathname)).statusCode, loc).toBe(200);
    }
  });
});
